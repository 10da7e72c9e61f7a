import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CartAnswerSchema } from '#domain/cart/server-cart.ts'
import { carts, type Product, productVariants } from '../db/schema/index.ts'
import { insertCheckoutProducts } from '../testing/checkout-fixtures.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let t: TestApp
let catalogue: Awaited<ReturnType<typeof insertCheckoutProducts>>
beforeAll(async () => {
  t = await createTestApp()
  catalogue = await insertCheckoutProducts(t.db)
})
afterAll(() => t.close())

const read = (cookie?: string) =>
  call(t.app, 'GET', '/api/cart', undefined, { ...(cookie && { cookie }) })
const keep = (body: unknown, cookie?: string) =>
  call(t.app, 'PUT', '/api/cart', body, { ...(cookie && { cookie }) })

async function lineOf(product: Product, quantity: number) {
  const [variant] = await t.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
  return { productId: product.id, variantId: variant?.id ?? '', quantity }
}

describe('a signed-in shopper’s kept cart', () => {
  it('is empty at first, and answers the lines last put', async () => {
    const { cookie } = await createSignedInUser(t.db)
    const empty = await read(cookie)
    expectDeclared('GET /api/cart', CartAnswerSchema, empty)
    expect(empty.data).toEqual({ lines: [] })

    const lines = [await lineOf(catalogue.cheapCase, 2), await lineOf(catalogue.glass, 1)]
    const kept = await keep({ lines }, cookie)
    expectDeclared('PUT /api/cart', CartAnswerSchema, kept)
    expect(kept.data).toEqual({ lines })
    expect((await read(cookie)).data).toEqual({ lines })

    const emptied = await keep({ lines: [] }, cookie)
    expect(emptied.statusCode).toBe(200)
    expect((await read(cookie)).data).toEqual({ lines: [] })
  })

  it('changes its time only when its lines change', async () => {
    const { cookie, user } = await createSignedInUser(t.db)
    const lines = [await lineOf(catalogue.cheapCase, 1)]
    await keep({ lines }, cookie)
    const when = async () =>
      (await t.db.select().from(carts).where(eq(carts.userId, user.id)))[0]?.updatedAt
    const first = await when()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await keep({ lines }, cookie)
    expect(await when()).toEqual(first)
    await keep({ lines: [{ ...lines[0], quantity: 2 }] }, cookie)
    expect((await when())?.getTime()).toBeGreaterThan(first?.getTime() ?? 0)
  })

  it('is its owner’s alone', async () => {
    const asha = await createSignedInUser(t.db)
    const ravi = await createSignedInUser(t.db)
    await keep({ lines: [await lineOf(catalogue.charger, 1)] }, asha.cookie)
    expect((await read(ravi.cookie)).data).toEqual({ lines: [] })
    await keep({ lines: [await lineOf(catalogue.glass, 3)] }, ravi.cookie)
    expect((await read(asha.cookie)).data.lines).toEqual([await lineOf(catalogue.charger, 1)])
  })

  it('needs a session', async () => {
    expect((await read()).statusCode).toBe(401)
    const refused = await keep({ lines: [] })
    expect(refused.statusCode).toBe(401)
    expect(typeof refused.data.message).toBe('string')
  })

  it('refuses what is not a cart, saying why', async () => {
    const { cookie } = await createSignedInUser(t.db)
    const line = await lineOf(catalogue.cheapCase, 1)
    for (const body of [
      {},
      null,
      { lines: 'all of it' },
      { lines: [{ ...line, quantity: 0 }] },
      { lines: [{ ...line, quantity: 1.5 }] },
      { lines: [{ ...line, productId: '' }] },
      {
        lines: [
          { ...line, quantity: 6 },
          { ...line, variantId: 'other', quantity: 5 },
        ],
      },
      { lines: [], more: true },
    ]) {
      const refused = await keep(body, cookie)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(typeof refused.data.message).toBe('string')
    }
  })
})
