// Orders waiting for their parcel, as a shopper makes them: cash on delivery, placed and then
// confirmed, through the same API calls the checkout and the dashboard make.
import { expect, type Page } from '@playwright/test'
import { CHARGER } from './checkout.ts'

const ADDRESS = {
  name: 'Kabir Shah',
  phone: '9876543210',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
}

/**
 * Places `count` confirmed cash-on-delivery orders of one charger each for the shopper signed in
 * on `page`, one after another (so the first is the oldest), to the phone given or the journeys'
 * usual one; answers their ids and numbers.
 */
export async function placeConfirmedCashOrders(page: Page, count: number, phone = ADDRESS.phone) {
  const origin = new URL(page.url()).origin
  const found = await page.request.get('/api/products?search=Anker%20Nano&sortBy=relevance&limit=1')
  const { products } = (await found.json()) as { products: { id: string; name: string }[] }
  expect(products[0]?.name).toBe(CHARGER)
  const orders: { orderId: string; orderNumber: string }[] = []
  for (let n = 0; n < count; n++) {
    const placed = await page.request.post('/api/orders/create-order', {
      headers: { origin },
      data: {
        items: [{ productId: products[0]?.id, quantity: 1 }],
        shippingAddress: { ...ADDRESS, phone },
        paymentMethod: 'cod',
      },
    })
    expect(placed.status()).toBe(201)
    const order = (await placed.json()) as { orderId: string; orderNumber: string }
    const confirmed = await page.request.post(`/api/orders/${order.orderId}/confirm`, {
      headers: { origin },
    })
    expect(confirmed.status()).toBe(200)
    orders.push({ orderId: order.orderId, orderNumber: order.orderNumber })
  }
  return orders
}
