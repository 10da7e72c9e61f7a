// A test file that replaces a module with `vi.mock` runs in a module graph of its own; among files
// that share one, the mock would reach the files after it, or come too late to reach its own.
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { MOCKING_API_TESTS, MOCKING_UNIT_TESTS } from '../../vitest.config.ts'

const mockingFiles = () =>
  execFileSync(
    'git',
    ['grep', '-l', '-E', String.raw`\bvi\.(mock|doMock)\(`, '--', '*.test.ts', '*.test.tsx'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file && file !== 'tests/lint/isolated-mocks.test.ts')

describe('test isolation', () => {
  it('runs every test file that mocks a module in an isolated project', () => {
    expect(mockingFiles().sort()).toEqual([...MOCKING_API_TESTS, ...MOCKING_UNIT_TESTS].sort())
  })
})
