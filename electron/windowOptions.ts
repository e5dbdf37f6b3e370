/**
 * The one BrowserWindow's frame, and the type its web preferences must
 * satisfy. main.ts writes the web preferences out literally at the
 * `new BrowserWindow` call, so that outside checkers (electronegativity)
 * can read them there; `SecureWebPreferences` pins every security setting
 * to its only allowed value, so flipping one fails the typecheck. (The
 * electron-vite template ships sandbox:false; that must not creep back in.)
 */

export interface SecureWebPreferences {
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
  /** Middle-click (auxclick) could open links outside the navigation guards. */
  disableBlinkFeatures: 'Auxclick';
}

export interface WindowFrame {
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
}

export function windowFrame(iconPath?: string): WindowFrame {
  const frame: WindowFrame = {
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 640,
    title: 'Apocalypse Tabletop',
    backgroundColor: '#101014',
    show: false,
    autoHideMenuBar: true,
  };
  if (iconPath) frame.icon = iconPath;
  return frame;
}
