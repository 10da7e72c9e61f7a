// The import boundaries of STYLE.md, checked by feeding ESLint files that cross them.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

async function restrictedImports(filePath: string, specifier: string) {
  const code = `import { thing } from '${specifier}'\nexport const used = thing\n`
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length
}

describe('import boundaries', () => {
  it.each(['#server/app.ts', '../../server/app.ts'])(
    'refuses server code (%s) in the browser',
    async (specifier) => {
      expect(await restrictedImports('src/web/lib/probe.ts', specifier)).toBe(1)
      expect(await restrictedImports('src/web/features/shop/probe.tsx', specifier)).toBe(1)
    },
  )

  it('refuses one feature importing another', async () => {
    const file = 'src/web/features/shop/probe.tsx'
    expect(await restrictedImports(file, '#web/features/cart/cart-page.tsx')).toBe(1)
  })

  it.each([
    'pg',
    'node:crypto',
    'lucide-react',
    'react',
    'drizzle-orm',
    '#server/app.ts',
    '#web/lib/format.ts',
    '../server/app.ts',
    '../../web/lib/format.ts',
  ])('keeps %s out of the domain', async (specifier) => {
    expect(await restrictedImports('src/domain/schemas/probe.ts', specifier)).toBe(1)
  })

  it.each(['zod', './money.ts', '../money.ts', '#domain/money.ts'])(
    'lets the domain import %s',
    async (specifier) => {
      expect(await restrictedImports('src/domain/schemas/probe.ts', specifier)).toBe(0)
    },
  )
})
