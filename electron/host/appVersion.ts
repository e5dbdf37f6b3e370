/** The app's version from package.json, for saves and the hello reply (Electron uses app.getVersion() instead). */
import { readFileSync } from 'node:fs';

export function readAppVersion(packageJsonUrl: URL = new URL('../../package.json', import.meta.url)): string {
  try {
    const pkg = JSON.parse(readFileSync(packageJsonUrl, 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0-dev';
  } catch {
    return '0.0.0-dev';
  }
}
