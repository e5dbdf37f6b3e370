/** Picks the transport: the Electron preload bridge when present, else a WebSocket to this page's host. */
import { ElectronHost } from './electron';
import type { HostApi } from './types';
import { defaultSocketUrl, WebSocketHost } from './websocket';

export function connectHost(): HostApi {
  if (window.apocalypse) return new ElectronHost(window.apocalypse);
  return new WebSocketHost({ url: defaultSocketUrl(window.location) });
}
