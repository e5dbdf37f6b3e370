/** IPC channel names shared by main.ts and the preload API: one for requests, one for pushed updates. */
export const REQUEST_CHANNEL = 'apocalypse:request';
export const UPDATE_CHANNEL = 'apocalypse:update';
