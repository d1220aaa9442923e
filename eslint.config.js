// ESLint (flat config): typescript-eslint's recommended rules for every workspace, React's hook rules for the web
// app. Formatting is Prettier's (`npm run format:check`), import boundaries are dependency-cruiser's
// (.dependency-cruiser.cjs) and types are tsc's. See docs/architecture.md, "What the linter enforces".
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Test code: helpers, fixtures and the browser tests. */
const TEST_FILES = ['**/*.test.ts', '**/*test-kit.ts', '**/*test-fixtures.ts', 'apps/*/test/**', 'apps/web/e2e/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'tmp/**',
      '.scratch/**',
      'apps/web/test-results/**',
      'apps/judge/native/.build/**',
      'apps/server/drizzle/**',
      'test-data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a value left out on purpose (a destructured field dropped from a copy, a callback's unused argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // The code matches NUL and other control characters on purpose (refusing them in input, sanitising text).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: TEST_FILES,
    rules: {
      // Tests read loosely typed JSON answers.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hook rules. The plugin's other recommended rules are written for the React Compiler, which the app
      // does not use: they run the compiler on every file (three quarters of the lint time) and flag patterns that
      // are correct without it (a timer reset in an effect, a ref read in a render-time callback).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
