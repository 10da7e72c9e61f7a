// A delivered order of one phone case variant, as a shopper places it and a courier brings it:
// cash on delivery, confirmed, shipped by staff through the courier simulator and scanned delivered.
import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const RUGGED = 'Kavach Armour Rugged Case'

const ADDRESS = {
  name: 'Meera Iyer',
  phone: '9876543210',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
}

export const origin = () => ({ origin: process.env.E2E_BASE_URL ?? '' })

/** The courier simulator scans a parcel, and tells the shop as Shiprocket would. */
export async function scan(admin: APIRequestContext, awb: string, scan: string) {
  const pushed = await admin.post('/api/shipping/simulator/scans', {
    headers: origin(),
    data: { awb, scan },
  })
  expect(pushed.status(), await pushed.text()).toBe(200)
  expect(((await pushed.json()) as { webhookStatus: number }).webhookStatus).toBe(200)
}

/**
 * `quantity` rugged cases for `model`, ordered by the shopper signed in on `page` and delivered;
 * answers the order's id and number.
 */
export async function deliveredCaseOrder(
  page: Page,
  admin: APIRequestContext,
  model: string,
  quantity = 1,
) {
  const found = await page.request.get('/api/products?search=Armour%20Rugged&limit=5')
  const { products } = (await found.json()) as {
    products: { id: string; name: string; variants: { id: string; options: object }[] }[]
  }
  const product = products.find((p) => p.name === RUGGED)
  const variant = product?.variants.find((v) => Object.values(v.options).includes(model))
  expect(variant, `${RUGGED} for ${model}`).toBeDefined()
  const placed = await page.request.post('/api/orders/create-order', {
    headers: origin(),
    data: {
      items: [{ productId: product?.id, variantId: variant?.id, quantity }],
      shippingAddress: ADDRESS,
      paymentMethod: 'cod',
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = (await placed.json()) as { orderId: string; orderNumber: string }
  const confirmed = await page.request.post(`/api/orders/${order.orderId}/confirm`, {
    headers: origin(),
  })
  expect(confirmed.status()).toBe(200)

  const shipped = await admin.post(`/api/orders/admin/${order.orderId}/ship`, { headers: origin() })
  expect(shipped.status(), await shipped.text()).toBe(200)
  const { order: sent } = (await shipped.json()) as { order: { shipment?: { awb: string } } }
  await scan(admin, sent.shipment?.awb ?? '', 'picked_up')
  await scan(admin, sent.shipment?.awb ?? '', 'delivered')
  return order
}
