// The storefront sorts names without ICU's collator, checked by feeding ESLint a file that uses it.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

// The first lint loads the TypeScript parser, which takes seconds on a busy machine.
describe('localeCompare', { timeout: 30_000 }, () => {
  it.each(['src/web/features/shop/probe.tsx', 'src/web/state/probe.ts', 'src/domain/probe.ts'])(
    'is refused in browser and shared code (%s)',
    async (filePath) => {
      const code = `export const sorted = ['b', 'a'].sort((x, y) => x.localeCompare(y))\n`
      const [result] = await eslint.lintText(code, { filePath })
      const refused = (result?.messages ?? []).filter(
        (m) => m.ruleId === 'no-restricted-properties',
      )
      expect(refused).toHaveLength(1)
    },
  )

  it('is allowed on the server, where ICU starts once', async () => {
    const code = `export const sorted = ['b', 'a'].sort((x, y) => x.localeCompare(y))\n`
    const [result] = await eslint.lintText(code, { filePath: 'src/server/services/probe.ts' })
    expect(result?.messages ?? []).toEqual([])
  })
})
