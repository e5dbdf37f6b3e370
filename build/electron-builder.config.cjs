// electron-builder configuration (`npm run dist`). The main process and the
// preload are bundled by build/build-electron.mjs and the renderer by vite, so
// the app needs only dist/ and package.json: node_modules are left out
// (the production dependencies are all inside the bundles).
/** @type {import('electron-builder').Configuration} */
module.exports = {
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
    icon: 'build/icons/icon.png',
  },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    createDesktopShortcut: true,
  },
  mac: {
    target: [{ target: 'dmg', arch: ['x64', 'arm64'] }],
    icon: 'build/icons/icon.png',
    category: 'public.app-category.board-games',
  },
  linux: {
    target: [{ target: 'AppImage', arch: ['x64'] }],
    // A folder of NxN.png files, as electron-builder expects for Linux.
    icon: 'build/icons',
    category: 'Game',
    synopsis: 'Apocalypse board games on a 3D table, against the program.',
  },
};
