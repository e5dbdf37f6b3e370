/** Entry point: connect to the host (Electron bridge or WebSocket) and mount the app. */
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { connectHost } from './api/connect';
import { App } from './App';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root.');
// `?showcase=pieces` shows the piece library on the table instead of the game (for review and the draw-call bench).
const Showcase = new URLSearchParams(window.location.search).get('showcase') === 'pieces' ? lazy(() => import('./showcase/Showcase')) : null;
createRoot(root).render(
  <StrictMode>
    {Showcase ? (
      <Suspense fallback={null}>
        <Showcase />
      </Suspense>
    ) : (
      <App host={connectHost()} />
    )}
  </StrictMode>,
);
