// The layer rules of eslint.config.js, checked on small pieces of code so a
// change to the config that stops enforcing them fails here.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('layer rules', () => {
  it('core may not import Node or Electron APIs', async () => {
    expect(await ruleIds("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'core/engine/x.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import fs from 'fs';\nexport const x = fs;\n", 'core/games/x.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { app } from 'electron';\nexport const x = app;\n", 'core/engine/x.ts')).toContain('no-restricted-imports');
  });

  it('core may not touch DOM globals', async () => {
    expect(await ruleIds('export const w = window.innerWidth;\n', 'core/engine/x.ts')).toContain('no-restricted-globals');
    expect(await ruleIds('export const d = document.title;\n', 'core/games/x.ts')).toContain('no-restricted-globals');
  });

  it('the renderer may not import rules code from core', async () => {
    for (const path of ['../../core/engine/kernel', '../../core/engine/match', '../../core/games/reference/rules', '../../core/games/registry']) {
      expect(await ruleIds(`import * as x from '${path}';\nexport const y = x;\n`, 'renderer/games/x.ts'), path).toContain('no-restricted-imports');
    }
  });

  it('the renderer may import types, protocol, content, views, inspect data, tutorials and rules texts', async () => {
    for (const path of [
      '../../core/engine/types', '../../core/protocol/messages', '../../core/games/reference/view', '../../core/games/reference/content',
      '../../core/games/reference/rulesText', '../../core/games/doom/inspect', '../../core/games/doom/inspect/figures', '../../core/games/reference/tutorial',
    ]) {
      expect(await ruleIds(`import * as x from '${path}';\nexport const y = x;\n`, 'renderer/games/x.ts'), path).toEqual([]);
    }
  });
});
