/** Entry point: connect to the host (Electron bridge or WebSocket) and mount the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectHost } from './api/connect';
import { App } from './App';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root.');
createRoot(root).render(
  <StrictMode>
    <App host={connectHost()} />
  </StrictMode>,
);
