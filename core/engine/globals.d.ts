// structuredClone is part of every runtime the core runs in (Node >= 17, Chromium,
// Electron), but lives in the DOM/Node typings the core may not include.
declare function structuredClone<T>(value: T): T;
