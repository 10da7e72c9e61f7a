// Returns as the journeys make them: a shopper's cash-on-delivery order delivered by staff, then
// lines of it asked back through the same API calls the order page makes.
import { expect, type Page } from '@playwright/test'

const ADDRESS = {
  name: 'Meera Iyer',
  phone: '9812345670',
  address: '4 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
}

interface Variant {
  id: string
  options: Record<string, string>
}

const originOf = (page: Page) => new URL(page.url()).origin

/** A demo product's id and its variants, found by name. */
export async function findProduct(page: Page, name: string) {
  const found = await page.request.get(
    `/api/products?search=${encodeURIComponent(name)}&sortBy=relevance&limit=1`,
  )
  const { products } = (await found.json()) as {
    products: { id: string; name: string; variants: Variant[] }[]
  }
  const [product] = products
  expect(product?.name).toBe(name)
  return product as { id: string; variants: Variant[] }
}

/**
 * Places and confirms a cash-on-delivery order for the shopper signed in on `page`, which staff
 * signed in on `admin` then mark delivered; answers its id, number and first line's id.
 */
export async function deliveredCashOrder(
  page: Page,
  admin: Page,
  item: { productId: string; variantId?: string },
) {
  const origin = originOf(page)
  const placed = await page.request.post('/api/orders/create-order', {
    headers: { origin },
    data: { items: [{ ...item, quantity: 1 }], shippingAddress: ADDRESS, paymentMethod: 'cod' },
  })
  expect(placed.status()).toBe(201)
  const { orderId, orderNumber } = (await placed.json()) as { orderId: string; orderNumber: string }
  const confirmed = await page.request.post(`/api/orders/${orderId}/confirm`, {
    headers: { origin },
  })
  expect(confirmed.status()).toBe(200)
  const delivered = await admin.request.put(`/api/orders/admin/${orderId}/status`, {
    headers: { origin },
    data: { status: 'delivered' },
  })
  expect(delivered.status()).toBe(200)
  const shown = await page.request.get(`/api/orders/${orderId}`)
  const { order } = (await shown.json()) as {
    order: {
      items: { _id: string }[]
      returnOffer: { items: { exchangeFor: { variantId: string; label: string }[] }[] } | null
    }
  }
  return { orderId, orderNumber, itemId: order.items[0]?._id ?? '', offer: order.returnOffer }
}

/** The shopper asks the order's first line back; answers the return's number. */
export async function askReturn(
  page: Page,
  order: { orderId: string; itemId: string },
  ask: {
    reason: string
    resolution: 'refund' | 'exchange'
    exchangeVariantId?: string
    comment?: string
  },
) {
  const asked = await page.request.post(`/api/orders/${order.orderId}/returns`, {
    headers: { origin: originOf(page) },
    data: { items: [{ orderItemId: order.itemId, quantity: 1 }], ...ask },
  })
  expect(asked.status()).toBe(201)
  return ((await asked.json()) as { return: { number: string } }).return.number
}
