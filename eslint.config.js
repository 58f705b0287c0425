// ESLint 9 flat config. What we enforce and why: docs/decisions/005-lint-and-format.md.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// `_name` marks a parameter or binding kept on purpose (a callback's position, a rest that drops a key).
const unusedVars = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true };
const serverCode = { regex: '^#server/|(^|/)server/', message: 'app/ and common/ must not import server code.' };
const appCode = { regex: '^#app/|/app/', message: 'common/ must not import app code.' };
const routeCode = {
  regex: '^#app/routes/|^\\.{1,2}/(.*/)?routes/',
  message: 'Routes import components, never the reverse: a page type lives beside its component or in app/lib/.',
};

export default defineConfig([
  globalIgnores([
    'build/',
    '.react-router/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    'reports/',
    'public/',
    'data/',
  ]),
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', unusedVars],
      // Module augmentation (`interface AppLoadContext extends ShopLoadContext {}`) needs an interface to merge into.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // app/root.tsx inlines this function's source into the page as a plain-ES5 script (hence `var` and
    // `catch (e)`), and the rule's job is to find control characters (hence the control-character class).
    files: ['common/safe-redirect.ts'],
    rules: {
      'no-var': 'off',
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ...unusedVars, caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // Error, not warning: a stale closure is a bug, and `--max-warnings=0` would fail anyway.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow .ts/.tsx files too (the default is .js only), parsing them with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the package.json "imports" aliases (#app/*, #server/*, #common/*) and .ts specifiers.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // No import circles (docs/decisions/017). Packages cannot lead back into ours, and skipping
      // them keeps the rule from parsing their type declarations: the whole lint takes a third less.
      // The rule does not follow type-only imports; tests/architecture.test.ts checks those too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Layering: nothing server-side reaches the browser bundle; common/ stands below app/. The same
    // patterns as tests/architecture.test.ts, here so the editor says it at the import line.
    files: ['app/**/*.{ts,tsx}', 'common/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverCode] }] },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/routes/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverCode, routeCode] }] },
  },
  {
    files: ['common/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverCode, appCode] }] },
  },
  prettier,
]);
