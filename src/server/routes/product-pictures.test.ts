// Up to eight pictures a product: its main one and seven more, which its page shows in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/http.ts'
import { productForm } from '../testing/product-form.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
})
afterAll(() => t.close())

const MAIN = '/uploads/products/main.webp'
const more = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/products/more-${i}.webp`)

const save = (method: 'POST' | 'PUT', url: string, overrides: Record<string, unknown>) =>
  call(t.app, method, url, productForm({ image: MAIN, ...overrides }), { cookie: admin })

const pictures = async (id: string) =>
  (await call(t.app, 'GET', `/api/products/${id}`)).data.product as { images: string[] }

describe('product pictures', () => {
  it('shows the main picture first, then the others in the order staff gave them', async () => {
    const created = await save('POST', '/api/admin/products', { moreImages: more(2) })
    expect(created.statusCode, created.data.message).toBe(201)
    const product = created.data.product as { id: string; moreImages: string[] }
    expect(product.moreImages).toEqual(more(2))
    expect((await pictures(product.id)).images).toEqual([MAIN, ...more(2)])

    // Left out, an edit keeps them; given, it replaces them.
    const url = `/api/admin/products/${product.id}`
    expect((await save('PUT', url, { name: 'Renamed Case' })).statusCode).toBe(200)
    expect((await pictures(product.id)).images).toEqual([MAIN, ...more(2)])
    expect((await save('PUT', url, { moreImages: [] })).statusCode).toBe(200)
    expect((await pictures(product.id)).images).toEqual([MAIN])
  })

  it('refuses a ninth picture or one that is no picture address, saying which', async () => {
    for (const [moreImages, message] of [
      [more(8), 'At most 8 pictures: the main one and 7 more'],
      [['ftp://pictures.example/case.webp'], 'Picture must be an uploaded image or an https URL'],
    ] as const) {
      const response = await save('POST', '/api/admin/products', { moreImages })
      expect(response.statusCode).toBe(400)
      expect(response.data.message).toBe(message)
    }
    const full = await save('POST', '/api/admin/products', { moreImages: more(7) })
    expect(full.statusCode, full.data.message).toBe(201)
  })
})
