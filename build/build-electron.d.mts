// Types for build-electron.mjs, which electron/electronegativity.test.ts imports.
export function buildElectron(outdir: string, options?: { quiet?: boolean }): Promise<void>;
