import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const noServerImports = {
  group: ['\\#server/*', '**/server/**'],
  message: 'The browser and the domain never import server code.',
}

// Features compose shared code (components/, lib/, state/, the domain) and never each other or app/.
const featureBoundaries = [
  {
    group: ['\\#web/features/*', '\\#web/app/*', '**/app/**'],
    message: 'Features never import each other or app/; share through components/, lib/ or state/.',
  },
  {
    group: ['../*'],
    message: 'Features never import each other; share through components/, lib/ or state/.',
  },
]

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
          patterns: [noServerImports, ...featureBoundaries],
        },
      ],
    },
  },
  {
    // A file one folder inside a feature (features/cart/checkout/…) may reach its feature's root.
    files: ['src/web/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerImports,
            ...featureBoundaries.slice(0, 1),
            {
              group: ['../../*'],
              message:
                'Features never import each other; share through components/, lib/ or state/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/features/*/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerImports,
            ...featureBoundaries.slice(0, 1),
            {
              group: ['../../../*'],
              message:
                'Features never import each other; share through components/, lib/ or state/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/web/components/**/*.{ts,tsx}',
      'src/web/lib/**/*.{ts,tsx}',
      'src/web/state/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerImports,
            {
              group: ['\\#web/features/*', '\\#web/app/*', '**/features/**', '**/app/**'],
              message: 'Shared browser code never imports features or the app that composes them.',
            },
          ],
        },
      ],
    },
  },
  // The domain imports zod and its own files only; a relative path may not climb out of src/domain.
  domainImports('src/domain/*.ts', '../*'),
  domainImports('src/domain/*/**/*.ts', '../../*'),
)

function domainImports(files, outside) {
  return {
    files: [files],
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
              group: [outside, '**/server/**', '**/web/**', '**/node_modules/**'],
              message: 'The domain is shared: it imports nothing outside src/domain but zod.',
            },
          ],
        },
      ],
    },
  }
}
