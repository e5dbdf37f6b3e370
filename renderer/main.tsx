/** Entry point: connect to the host (Electron bridge or WebSocket) and mount the app. */
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { connectHost } from './api/connect';
import { App } from './App';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root.');
// `?showcase=pieces` shows the piece library on the table instead of the game (for review);
// `?showcase=drawcalls` the scene `npm run bench` counts draw calls in (12 dice, 100 tokens);
// `?showcase=miniatures` every miniature of the kit in a line-up.
const SHOWCASES = {
  pieces: () => import('./showcase/Showcase'),
  drawcalls: () => import('./showcase/DrawCallBench'),
  miniatures: () => import('./showcase/MiniatureLineup'),
} as const;
const showcaseId = new URLSearchParams(window.location.search).get('showcase');
const Showcase = showcaseId && Object.prototype.hasOwnProperty.call(SHOWCASES, showcaseId) ? lazy(SHOWCASES[showcaseId as keyof typeof SHOWCASES]) : null;
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
