/**
 * Preload script (sandboxed, bundled to CommonJS). It exposes the narrow
 * protocol API as window.apocalypse and nothing else; see preloadApi.ts.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadApi } from './preloadApi';

contextBridge.exposeInMainWorld('apocalypse', createPreloadApi(ipcRenderer));
