// electron-builder configuration (`npm run dist`). The main process and the
// preload are bundled by build/build-electron.mjs and the renderer by vite, so
// the app needs only dist/ and package.json: node_modules are left out
// (the production dependencies are all inside the bundles).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

// Named explicitly (electron-builder would otherwise look for an installed
// electron package), from package.json so the two never disagree.
const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8'));
const electronVersion = String(pkg.devDependencies.electron).replace(/^[^\d]*/, '');

/** @type {import('electron-builder').Configuration} */
module.exports = {
  electronVersion,
  // Electron fuses, flipped in the packaged binary (electron-builder applies them with @electron/fuses):
  // the binary cannot be run as plain Node, ignores NODE_OPTIONS and --inspect, encrypts its cookies,
  // checks the ASAR's integrity and loads the app only from it, and file:// pages get no extra powers
  // (the app is served from app://, see electron/appProtocol.ts).
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    grantFileProtocolExtraPrivileges: false,
  },
  appId: 'com.apocalypsetabletop.app',
  productName: 'Apocalypse Tabletop',
  copyright: 'Copyright © 2025 Apocalypse Tabletop contributors',
  directories: {
    output: 'out',
    // Icons and other build resources; never copied into the app itself.
    buildResources: 'build',
  },
  files: ['dist/**/*', 'package.json', '!dist/**/*.map', '!node_modules/**/*'],
  asar: true,
  // Nothing native to rebuild: the host is plain JavaScript.
  npmRebuild: false,
  nodeGypRebuild: false,
  win: {
    target: [{ target: 'nsis', arch: ['x64'] }],
    icon: 'assets/icons/icon.png',
  },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    createDesktopShortcut: true,
  },
  mac: {
    target: [{ target: 'dmg', arch: ['x64', 'arm64'] }],
    icon: 'assets/icons/icon.png',
    category: 'public.app-category.board-games',
  },
  linux: {
    target: [{ target: 'AppImage', arch: ['x64'] }],
    // A folder of NxN.png files, as electron-builder expects for Linux.
    icon: 'assets/icons',
    category: 'Game',
    synopsis: 'Apocalypse board games on a 3D table, against the program.',
  },
};
