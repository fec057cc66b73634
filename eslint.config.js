// Lint: typescript-eslint, React hooks, and the architecture's import boundaries
// (shared -> features -> app; the client never imports the server; features meet only through
// another feature's service.ts on the server or its exported hooks on the client).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'src/shared' },
        { type: 'server-feature', pattern: 'src/server/features/*', capture: ['feature'] },
        { type: 'server', pattern: 'src/server' },
        { type: 'client-feature', pattern: 'src/client/features/*', capture: ['feature'] },
        { type: 'client-app', pattern: 'src/client/app' },
        { type: 'client', pattern: 'src/client' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} may not import {{to.type}} ({{to.internalPath}}): see ARCHITECTURE.md, Layout',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { type: ['shared', 'server', 'server-feature'] } } },
            },
            {
              from: { element: { type: 'server-feature' } },
              allow: {
                to: [
                  { element: { type: ['shared', 'server'] } },
                  { element: { type: 'server-feature', captured: { feature: '{{from.element.captured.feature}}' } } },
                  { element: { type: 'server-feature', fileInternalPath: 'service.ts' } },
                ],
              },
            },
            { from: { element: { type: 'client' } }, allow: { to: { element: { type: ['shared', 'client'] } } } },
            {
              from: { element: { type: 'client-app' } },
              allow: { to: { element: { type: ['shared', 'client', 'client-app', 'client-feature'] } } },
            },
            {
              from: { element: { type: 'client-feature' } },
              allow: {
                to: [
                  { element: { type: ['shared', 'client'] } },
                  { element: { type: 'client-feature', captured: { feature: '{{from.element.captured.feature}}' } } },
                  { element: { type: 'client-feature', fileInternalPath: ['hooks.ts', 'index.ts', 'api/*.ts'] } },
                ],
              },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
