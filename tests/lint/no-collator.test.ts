// The storefront sorts names without ICU's collator, checked by feeding ESLint files that use it.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

async function refusals(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties').length
}

const LOCALE_COMPARE = `export const sorted = ['b', 'a'].sort((x, y) => x.localeCompare(y))\n`
const COLLATOR = `export const sorted = ['b', 'a'].sort(new Intl.Collator('en').compare)\n`

// The first lint loads the TypeScript parser, which takes seconds on a busy machine.
describe('collation', { timeout: 30_000 }, () => {
  it.each(['src/web/features/shop/probe.tsx', 'src/web/state/probe.ts', 'src/domain/probe.ts'])(
    'is refused in browser and shared code (%s)',
    async (filePath) => {
      expect(await refusals(filePath, LOCALE_COMPARE)).toBe(1)
      expect(await refusals(filePath, COLLATOR)).toBe(1)
    },
  )

  it.each(['src/server/services/probe.ts', 'src/web/features/shop/probe.test.tsx'])(
    'is allowed on the server, where ICU starts once, and in tests (%s)',
    async (filePath) => {
      expect(await refusals(filePath, LOCALE_COMPARE)).toBe(0)
    },
  )
})
