// Lint rules that keep the layers honest (see DESIGN.md "Layers"):
// - core/ is pure rules code: no Node, DOM, Electron or UI imports;
// - renderer/ never runs rules: from core it may import only types, the
//   protocol, content data, dice definitions, view helpers and rules texts.
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeModules = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

const domGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest',
  'WebSocket', 'requestAnimationFrame', 'process', 'require', 'Buffer', '__dirname', '__filename', 'setTimeout',
  'setInterval', 'performance'].map((name) => ({ name, message: 'core/ is pure rules code: no DOM or Node APIs.' }));

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'out/**', 'test-results/**', 'assets/**'] },
  ...tseslint.configs.recommended,
  // CommonJS configuration files (electron-builder's) load their helpers with require.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: nodeModules.map((name) => ({ name, message: 'core/ is pure rules code: no Node APIs.' })),
        patterns: [
          { group: ['electron', 'react', 'react-dom', 'three', '@react-three/*', 'cannon-es', 'ws', 'write-file-atomic', 'playwright-core'],
            message: 'core/ is pure rules code: no UI, physics, Electron or I/O libraries.' },
          { group: ['**/electron/**', '**/renderer/**'], message: 'Dependencies point one way: nothing in core/ imports the host or the renderer.' },
        ],
      }],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          {
            // Any relative path into core/ except the allowed kinds of module.
            regex: '^(\\.\\./)+core/(?!protocol/|engine/(types|view|dice)$|games/[^/]+/(content|view|rulesText|inspect|inspectTable|tutorial|dice)(/|$)|games/catalogue$)',
            message: 'The renderer shows views and sends choices; it never imports rules code from core/ (only types, protocol, content, dice and die definitions, views, inspect data, tutorials and rules texts).',
          },
        ],
      }],
    },
  },
);
