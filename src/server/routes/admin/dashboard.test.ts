import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AdminDashboardSchema } from '#domain/admin-dashboard.ts'
import type { ApiReturn } from '#domain/order/returns.ts'
import { orderItems } from '../../db/schema/index.ts'
import { line, setOrderStatus, shopperWithPaidOrder } from '../../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../../testing/checkout-shop.ts'
import { call } from '../../testing/http.ts'

const { shop, admin } = useStaffedCheckoutShop()
const app = () => shop.t.app

const dashboard = async (cookie = admin()) =>
  call(app(), 'GET', '/api/admin/dashboard', undefined, { cookie })

/** A new shopper's paid order of `quantity` units of one product, delivered when asked. */
async function order(product: 'glass' | 'charger', quantity: number, delivered = true) {
  const paid = await shopperWithPaidOrder(shop.t, [line(shop.catalogue[product], quantity)])
  if (delivered) {
    expect(
      (await setOrderStatus(app(), admin(), paid.orderId, { status: 'delivered' })).statusCode,
    ).toBe(200)
  }
  const [item] = await shop.t.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, paid.orderId))
  return { ...paid, itemId: item?.id ?? '' }
}

async function askBack(
  bought: Awaited<ReturnType<typeof order>>,
  quantity: number,
  reason: string,
): Promise<ApiReturn> {
  const asked = await call(
    app(),
    'POST',
    `/api/orders/${bought.orderId}/returns`,
    { items: [{ orderItemId: bought.itemId, quantity }], reason, resolution: 'refund' },
    { cookie: bought.cookie },
  )
  expect(asked.statusCode).toBe(201)
  return asked.data.return as ApiReturn
}

const staff = (id: string, step: string, body: object) =>
  call(app(), 'POST', `/api/orders/admin/returns/${id}/${step}`, body, { cookie: admin() })

describe('the dashboard’s returns figures', () => {
  it('counts the open returns, and the units asked back per 100 delivered, by reason', async () => {
    const empty = AdminDashboardSchema.parse((await dashboard()).data).returns
    expect(empty.open).toBe(0)
    expect(empty.rate).toBe(0)
    expect(empty.byReason.map((row) => [row.reason, row.returns, row.rate])).toEqual([
      ['wrong_model', 0, 0],
      ['defective', 0, 0],
      ['damaged', 0, 0],
      ['not_as_described', 0, 0],
      ['changed_mind', 0, 0],
    ])

    // Six units delivered; an order on its way counts for nothing.
    const glasses = await order('glass', 4)
    const chargers = await order('charger', 2)
    await order('charger', 3, false)
    await askBack(glasses, 2, 'defective')
    const kept = await askBack(chargers, 1, 'changed_mind')
    expect((await staff(kept._id, 'approve', { pickup: 'shopper_sends' })).statusCode).toBe(200)
    expect((await staff(kept._id, 'receive', { condition: 'resellable' })).statusCode).toBe(200)
    const refused = await askBack(glasses, 1, 'damaged')
    const rejected = await staff(refused._id, 'reject', { reason: 'The glass was fitted' })
    expect(rejected.statusCode).toBe(200)

    const answer = await dashboard()
    expect(answer.statusCode).toBe(200)
    const figures = AdminDashboardSchema.parse(answer.data).returns
    // The refunded return is closed and the rejected one is neither open nor counted.
    expect(figures.open).toBe(1)
    expect(figures.rate).toBe(50)
    expect(figures.byReason).toEqual([
      { reason: 'wrong_model', returns: 0, rate: 0 },
      { reason: 'defective', returns: 1, rate: 33.3 },
      { reason: 'damaged', returns: 0, rate: 0 },
      { reason: 'not_as_described', returns: 0, rate: 0 },
      { reason: 'changed_mind', returns: 1, rate: 16.7 },
    ])
  })

  it('answers a shopper with 403', async () => {
    const { cookie } = await order('glass', 1, false)
    const answer = await dashboard(cookie)
    expect(answer.statusCode).toBe(403)
    expect(answer.data.returns).toBeUndefined()
  })
})
