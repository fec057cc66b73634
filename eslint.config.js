// Lint: typescript-eslint, React hooks, and the architecture's layers (docs/architecture.md):
// shared <- core <- features <- composition (the dashboard) <- the root that wires them (app.ts,
// main.ts, the features list, tests' harness); the client never imports the server; features meet
// only through another feature's service.ts on the server or its exported hooks on the client; and
// no import cycle anywhere, type-only imports included (eslint/no-import-cycle.js).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noImportCycle from './eslint/no-import-cycle.js';

// An import that climbs two folders, or leaves its area (shared, server, client), uses an alias.
const ALIAS_PATTERNS = [
  { regex: '^(\\.\\./){2,}', message: 'Climbing two folders: import through #shared/, #server/ or #client/ (tsconfig.json).' },
  { regex: '^\\.\\./(shared|server|client)/', message: 'Another area of src: import through #shared/, #server/ or #client/ (tsconfig.json).' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'src/shared/i18n/paraglide/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': ['error', { patterns: ALIAS_PATTERNS }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries, bravo: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'src/shared' },
        { type: 'server-composition', pattern: 'src/server/features/dashboard' },
        { type: 'server-feature', pattern: 'src/server/features/*', capture: ['feature'] },
        { type: 'server', pattern: 'src/server' },
        { type: 'client-composition', pattern: 'src/client/features/dashboard' },
        { type: 'client-feature', pattern: 'src/client/features/*', capture: ['feature'] },
        { type: 'client-app', pattern: 'src/client/app' },
        { type: 'client', pattern: 'src/client' },
      ],
    },
    rules: {
      'bravo/no-import-cycle': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} may not import {{to.type}} ({{to.internalPath}}): see ARCHITECTURE.md, Layout',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              // Only the root that wires the app may reach the features (the rule below says which files).
              from: { element: { type: 'server' } },
              allow: { to: { element: { type: ['shared', 'server', 'server-feature', 'server-composition'] } } },
            },
            {
              from: { element: { type: 'server-composition' } },
              allow: {
                to: [
                  { element: { type: ['shared', 'server', 'server-composition'] } },
                  { element: { type: 'server-feature', fileInternalPath: 'service.ts' } },
                ],
              },
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
              allow: { to: { element: { type: ['shared', 'client', 'client-app', 'client-feature', 'client-composition'] } } },
            },
            {
              from: { element: { type: 'client-composition' } },
              allow: {
                to: [
                  { element: { type: ['shared', 'client', 'client-composition'] } },
                  { element: { type: 'client-feature', fileInternalPath: ['hooks.ts', 'index.ts', 'api/*.ts'] } },
                ],
              },
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
    // The core (everything on the server outside features/) does not know the features; only the
    // root that wires them does: app.ts, main.ts, the features list (with its seeds), the test harness.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/features/**', 'src/server/app.ts', 'src/server/main.ts', 'src/server/testing/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ALIAS_PATTERNS,
            { group: ['**/features', '**/features/**'], message: 'The core may not import a feature: a feature registers what it adds (docs/architecture.md).' },
          ],
        },
      ],
    },
  },
  {
    // Tests exercise the whole app through its root (buildApp, the harness): the layers bind the
    // code they test, not them. Cycles stay forbidden.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    files: ['src/server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
