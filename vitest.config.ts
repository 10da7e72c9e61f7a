import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// The files of one worker share the modules they load instead of loading them again, file after
// file: 23 s to 6 s for the unit tests, 367 s to 194 s for the API tests on PGlite and 316 s to
// 133 s on PostgreSQL (2 cores, 2026-11-27). Each API file builds its own app on its own database.
// A file that replaces a module with `vi.mock` needs a module graph of its own, so it is named
// here and runs isolated (tests/lint/isolated-mocks.test.ts keeps the list whole).
export const MOCKING_UNIT_TESTS = ['src/web/lib/api-client.test.ts']
export const MOCKING_API_TESTS = [
  'src/server/routes/answer-coverage.test.ts',
  'src/server/routes/auth-enumeration.test.ts',
]

type Shared = TestProjectInlineConfiguration['test']

const unit: Shared = {
  include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
  environment: 'node',
}

const api: Shared = {
  include: ['src/server/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['src/server/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unit,
          name: 'unit',
          exclude: [...configDefaults.exclude, ...MOCKING_UNIT_TESTS],
          isolate: false,
        },
      },
      { test: { ...unit, name: 'unit-mocking', include: MOCKING_UNIT_TESTS } },
      {
        test: {
          ...api,
          name: 'api',
          exclude: [...configDefaults.exclude, ...MOCKING_API_TESTS],
          isolate: false,
        },
      },
      { test: { ...api, name: 'api-mocking', include: MOCKING_API_TESTS } },
    ],
  },
})
