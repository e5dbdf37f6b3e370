/**
 * Options of the one BrowserWindow. Kept as plain data (no Electron import)
 * so a test can hold the security settings in place: the electron-vite
 * template ships sandbox:false, and that must not creep back in.
 */

export interface MainWindowWebPreferences {
  preload: string;
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  webviewTag: false;
  experimentalFeatures: false;
  navigateOnDragDrop: false;
  spellcheck: false;
  safeDialogs: true;
}

export interface MainWindowOptions {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
  title: string;
  backgroundColor: string;
  /** Shown on 'ready-to-show' so the player never sees a white flash. */
  show: false;
  autoHideMenuBar: true;
  icon?: string;
  webPreferences: MainWindowWebPreferences;
}

export function mainWindowOptions(opts: { preloadPath: string; iconPath?: string }): MainWindowOptions {
  const options: MainWindowOptions = {
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 640,
    title: 'Apocalypse Tabletop',
    backgroundColor: '#101014',
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: opts.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
    },
  };
  if (opts.iconPath) options.icon = opts.iconPath;
  return options;
}
