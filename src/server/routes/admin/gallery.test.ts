import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../testing/http.ts'
import { multipart, png } from '../../testing/multipart.ts'
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
})
afterAll(() => t.close())

async function upload(count: number, category = 'gifts') {
  const image = await png(80, 40)
  const body = multipart(
    Array.from({ length: count }, (_, i) => ({
      field: 'images',
      name: `b${i}.png`,
      type: 'image/png',
      bytes: image,
    })),
    { category },
  )
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/gallery/upload',
    headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': body.contentType },
    payload: body.payload,
  })
}

type Image = { _id: string; url: string; category: string; order: number }

describe('admin gallery', () => {
  it('uploads banners in order, shows them to shoppers, reorders and deletes them', async () => {
    const response = await upload(3)
    expect(response.statusCode).toBe(201)
    const images = (response.json() as { images: Image[] }).images
    expect(images.map((i) => i.order)).toEqual([0, 1, 2])

    const shop = await call(t.app, 'GET', '/api/gallery/category/gifts')
    expect((shop.data.images as Image[]).map((i) => i._id)).toEqual(images.map((i) => i._id))

    const moved = await call(
      t.app,
      'PUT',
      `/api/admin/gallery/${images[2]!._id}/move`,
      { direction: 'earlier' },
      { cookie: admin },
    )
    const gifts = (moved.data.images as Image[]).filter((i) => i.category === 'gifts')
    expect(gifts.map((i) => i._id)).toEqual([images[0]!._id, images[2]!._id, images[1]!._id])

    const stats = await call(t.app, 'GET', '/api/admin/gallery/stats', undefined, { cookie: admin })
    expect(stats.data).toEqual({ totalImages: 3, imagesByCategory: { gifts: 3 } })

    const removed = await call(
      t.app,
      'DELETE',
      `/api/admin/gallery/${images[0]!._id}`,
      { imageUrl: images[0]!.url },
      { cookie: admin },
    )
    expect(removed.data.message).toBe('Image deleted successfully!')
    expect((await t.app.inject({ url: images[0]!.url })).statusCode).toBe(404)

    const withoutBody = await call(
      t.app,
      'DELETE',
      `/api/admin/gallery/${images[1]!._id}`,
      undefined,
      { cookie: admin },
    )
    expect(withoutBody.statusCode).toBe(200)
  })

  it("lists every category's banners for staff, each in carousel order", async () => {
    const uploaded = (await upload(2, 'shop')).json() as { images: Image[] }
    const list = await call(t.app, 'GET', '/api/admin/gallery', undefined, { cookie: admin })
    expect(list.statusCode).toBe(200)
    const shop = (list.data.images as Image[]).filter((i) => i.category === 'shop')
    expect(shop.map((i) => i._id)).toEqual(uploaded.images.map((i) => i._id))
  })

  it('refuses an 11th file, a missing category and an empty upload', async () => {
    expect((await upload(11)).statusCode).toBe(413)
    const noCategory = await upload(1, '')
    expect(noCategory.statusCode).toBe(400)
    expect(noCategory.json()).toEqual({ message: 'Please choose a gallery category' })
    const empty = await upload(0)
    expect(empty.json()).toEqual({ message: 'Please select images to upload' })
  })
})
