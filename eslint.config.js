import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const noServerImports = {
  group: ['\\#server/*', '**/server/**'],
  message: 'The browser and the domain never import server code.',
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerImports] }],
    },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerImports,
            {
              group: ['\\#web/features/*'],
              message: 'Features never import each other; share through components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // An allowlist: zod, and the domain's own files.
              regex: '^(?!zod$|zod/|\\.\\.?/|#domain/)',
              message: 'The domain is pure: it imports zod and its own files only.',
            },
            {
              group: ['**/server/**', '**/web/**'],
              message: 'The domain is shared: it imports neither server nor browser code.',
            },
          ],
        },
      ],
    },
  },
)
