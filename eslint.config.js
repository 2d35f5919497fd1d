// Lint, including the layer rules of the design brief (section 2): the engine stays free of
// React, the UI reaches the engine only through its public entry, the server shares only the
// wire contract, and features do not import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { featureBoundaries } from './scripts/lint-rules/feature-boundaries.js';
import { i18nextPlugin, literalStringOptions } from './scripts/lint-rules/i18n-literal-strings.js';
import { NOT_YET_TRANSLATED } from './scripts/lint-rules/not-yet-translated.js';

const uiPackages = ['react', 'react-dom', 'react-dom/*', 'react/*', '@chakra-ui/*', 'dexie-react-hooks', 'react-router', 'react-hook-form'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'dev-dist/**', 'test-results/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src-sync/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: uiPackages, message: 'src-sync is the engine: no React, Chakra or UI hooks here (DESIGN.md section 2).' },
          { group: ['**/src/**', '../src/*', '../../src/*'], message: 'src-sync never imports the UI (DESIGN.md section 2).' },
        ],
      }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: 'src-sync/(?!index(\\.js|\\.ts)?$).+', message: 'The UI imports src-sync only through src-sync/index.ts (DESIGN.md section 2).' },
          { group: ['axios'], message: 'The UI never calls the API directly; use a src-sync mutation.' },
          { regex: '(^|/)features/[^/]+/.+', message: 'Features do not import each other; compose them in src/app (DESIGN.md section 2).' },
        ],
      }],
    },
  },
  {
    // Features do not import each other; the rest of the UI uses a feature only through its
    // public entry, src/features/<name>/index.ts.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { vigil: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'vigil/feature-boundaries': 'error' },
  },
  {
    // Inside a feature, its own files are imported relatively (./ or ../ within the feature).
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: 'src-sync/(?!index(\\.js|\\.ts)?$).+', message: 'The UI imports src-sync only through src-sync/index.ts (DESIGN.md section 2).' },
          { group: ['axios'], message: 'The UI never calls the API directly; use a src-sync mutation.' },
        ],
      }],
    },
  },
  {
    // User-facing text goes through the catalogues (ARCHITECTURE.md, "Languages").
    files: ['src/**/*.tsx'],
    ignores: NOT_YET_TRANSLATED,
    plugins: { i18next: i18nextPlugin },
    rules: { 'i18next/no-literal-string': ['error', literalStringOptions] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)src/', message: 'The server never imports the UI (DESIGN.md section 2).' },
          { regex: 'src-sync/(?!protocol/).+', message: 'The server shares only src-sync/protocol with the client (DESIGN.md section 2).' },
        ],
      }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
