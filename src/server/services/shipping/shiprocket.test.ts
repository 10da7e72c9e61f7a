import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ReceivedWebhook,
  SHOP_ADDRESS,
  SIMULATOR_WEBHOOK_TOKEN,
  startCourierSimulator,
} from '../../testing/courier-simulator-server.ts'
import type { ParcelBooking, ReturnBooking } from './courier.ts'
import { CourierError } from './courier.ts'
import { adhocOrderBody, returnOrderBody } from './shiprocket-orders.ts'
import { ADDRESS } from '../../testing/checkout-fixtures.ts'

const booking: ParcelBooking = {
  orderNumber: 'KV-20261126-0001',
  placedAt: new Date('2026-11-26T08:30:00Z'),
  consignee: { ...ADDRESS, email: 'asha@example.com' },
  lines: [
    {
      name: 'Aurora Case (iPhone 16 / Black)',
      sku: 'AUR-16-BLK',
      units: 2,
      unitPrice: 399_00,
      hsn: '3926',
    },
  ],
  shipping: 0,
  codFee: 49_00,
  discount: 40_00,
  cashOnDelivery: true,
  parcel: { box: 'Small', weightGrams: 200, lengthCm: 22, breadthCm: 16, heightCm: 6 },
}

const returnBooking: ReturnBooking = {
  returnNumber: 'KV-20261126-0001-R1',
  askedAt: new Date('2026-12-01T04:30:00Z'),
  pickupFrom: booking.consignee,
  returnTo: SHOP_ADDRESS,
  lines: [{ ...booking.lines[0]!, units: 1 }],
  parcel: booking.parcel,
}

let courier: Awaited<ReturnType<typeof startCourierSimulator>>
beforeAll(async () => {
  courier = await startCourierSimulator()
})
afterAll(() => courier.close())

const logins = () => courier.requests.filter((r) => r === 'POST /v1/external/auth/login').length

describe("Shiprocket's adhoc order body", () => {
  it('bills the consignee, in rupees and kilograms, on India’s clock, with what the courier collects', () => {
    expect(adhocOrderBody(booking, 'Primary')).toMatchObject({
      order_id: 'KV-20261126-0001',
      order_date: '2026-11-26 14:00',
      pickup_location: 'Primary',
      billing_pincode: '560038',
      shipping_is_billing: true,
      order_items: [{ sku: 'AUR-16-BLK', units: 2, selling_price: 399 }],
      payment_method: 'COD',
      sub_total: 798,
      transaction_charges: 49,
      total_discount: 40,
      weight: 0.2,
      length: 22,
    })
  })
})

describe("Shiprocket's return order body", () => {
  it('is collected from the shopper and shipped back to the shop, prepaid, in rupees and kilograms', () => {
    const body = returnOrderBody(returnBooking)
    expect(body).toMatchObject({
      order_id: 'KV-20261126-0001-R1',
      order_date: '2026-12-01 10:00',
      pickup_customer_name: 'Asha Rao',
      pickup_address: '12 MG Road, Indiranagar',
      pickup_city: 'Bengaluru',
      pickup_state: 'Karnataka',
      pickup_country: 'India',
      pickup_pincode: '560038',
      pickup_email: 'asha@example.com',
      pickup_phone: '9876543210',
      pickup_isd_code: '91',
      shipping_customer_name: 'Kavach Accessories Private Limited',
      shipping_address: 'Plot 12, Okhla Industrial Estate Phase III',
      shipping_city: 'New Delhi',
      shipping_state: 'Delhi',
      shipping_country: 'India',
      shipping_pincode: '110020',
      shipping_phone: '8045678910',
      order_items: [{ sku: 'AUR-16-BLK', units: 1, selling_price: 399, hsn: '3926' }],
      payment_method: 'PREPAID',
      sub_total: 399,
      weight: 0.2,
      length: 22,
      breadth: 16,
      height: 6,
    })
    expect(body).not.toHaveProperty('pickup_location')
    expect(body).not.toHaveProperty('transaction_charges')
  })
})

describe('the Shiprocket client against the courier simulator', () => {
  it('books a parcel: an AWB, the courier and a tracking link, after one login', async () => {
    const before = logins()
    const booked = await courier.client().book(booking)
    expect(booked.awb).toMatch(/^\d{11,}$/)
    expect(booked.courier).toBe('Kavach Express (simulated)')
    expect(booked.trackingUrl).toBe(`https://shiprocket.co/tracking/${booked.awb}`)
    expect(logins() - before).toBe(1)
    expect(courier.requests.slice(-3)).toEqual([
      'POST /v1/external/orders/create/adhoc',
      'POST /v1/external/courier/assign/awb',
      'POST /v1/external/courier/generate/pickup',
    ])
  })

  it('keeps its token between calls and logs in again, once, when told the token expired', async () => {
    const client = courier.client()
    const booked = await client.book(booking)
    const before = logins()
    await client.track(booked.awb)
    expect(logins()).toBe(before)
    courier.simulator.expireTokens()
    expect((await client.track(booked.awb)).status).toBe('AWB ASSIGNED')
    expect(logins()).toBe(before + 1)
    expect(await client.labelUrl(booked.shipmentId)).toContain(booked.awb)
  })

  it('tracks a parcel through the scans staff push, each sent to the shop as a webhook with its token', async () => {
    const client = courier.client()
    const booked = await client.book(booking)
    for (const scan of ['picked_up', 'in_transit', 'out_for_delivery']) {
      expect((await courier.scan(booked.awb, scan)).json()).toEqual({
        awb: booked.awb,
        scan,
        webhookStatus: 200,
      })
    }
    const tracked = await client.track(booked.awb)
    expect(tracked.status).toBe('OUT FOR DELIVERY')
    expect(tracked.scans.map((s) => s.activity)).toEqual([
      'Out for delivery',
      'In transit',
      'Picked up',
    ])

    const last = courier.webhooks.at(-1) as ReceivedWebhook
    expect(last.apiKey).toBe(SIMULATOR_WEBHOOK_TOKEN)
    expect(last.body).toMatchObject({
      awb: booked.awb,
      current_status: 'OUT FOR DELIVERY',
      shipment_status_id: 17,
      order_id: 'KV-20261126-0001',
      is_return: 0,
    })
    expect(last.body.scans).toHaveLength(3)
    expect((last.body.scans as Record<string, string>[])[0]).toMatchObject({
      'sr-status': '42',
      'sr-status-label': 'PICKED UP',
    })
  })

  it('marks a return to origin as one in the webhook', async () => {
    const booked = await courier.client().book(booking)
    await courier.scan(booked.awb, 'rto_initiated')
    expect(courier.webhooks.at(-1)?.body).toMatchObject({ shipment_status_id: 9, is_return: 1 })
  })

  it("says why Shiprocket refused: a wrong password is final, a bad pincode names Shiprocket's reason", async () => {
    const wrong = courier.client({ password: 'not-it' }).book(booking)
    await expect(wrong).rejects.toThrow(/could not log in: Invalid email and password/)
    await expect(wrong).rejects.toMatchObject({ retryable: false })
    const bad = courier
      .client()
      .book({ ...booking, consignee: { ...booking.consignee, pincode: '5600' } })
    await expect(bad).rejects.toBeInstanceOf(CourierError)
    await expect(bad).rejects.toThrow(/could not create the order: Oops! Invalid Data/)
  })

  it("calls off a booking by Shiprocket's order id", async () => {
    const client = courier.client()
    const booked = await client.book(booking)
    await client.cancel(booked.providerOrderId)
    expect(courier.requests.at(-1)).toBe('POST /v1/external/orders/cancel')
  })

  it('passes on the answer to a failed delivery as an NDR action, and a refusal as an error', async () => {
    const client = courier.client()
    const booked = await client.book(booking)
    await courier.scan(booked.awb, 'undelivered')
    await client.actOnFailedDelivery(booked.awb, 'reattempt', 'Deliver on 2026-11-28')
    await client.actOnFailedDelivery(booked.awb, 'return', 'The buyer cancelled the delivery')
    expect(courier.requests.at(-1)).toBe(`POST /v1/external/ndr/${booked.awb}/action`)
    expect(courier.simulator.ndrActionsOf(booked.awb)).toEqual([
      { action: 're-attempt', comments: 'Deliver on 2026-11-28' },
      { action: 'return', comments: 'The buyer cancelled the delivery' },
    ])
    await expect(client.actOnFailedDelivery('000000', 'return', '')).rejects.toThrow(
      /could not pass on the answer to the failed delivery: Oops! Invalid Data/,
    )
  })

  it('answers a courier that does not answer with a retryable error', async () => {
    const gone = courier.client({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }).book(booking)
    await expect(gone).rejects.toMatchObject({ retryable: true })
  })

  it('books a reverse pickup: a return order, an AWB asked for with is_return, a pickup and a tracking link', async () => {
    const sent: { url: string; body: unknown }[] = []
    const client = courier.client({
      fetch: (url, init) => {
        sent.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null })
        return fetch(url, init)
      },
    })
    const booked = await client.bookReturn(returnBooking)
    expect(booked.awb).toMatch(/^\d{11,}$/)
    expect(booked.courier).toBe('Kavach Express (simulated)')
    expect(booked.trackingUrl).toBe(`https://shiprocket.co/tracking/${booked.awb}`)
    expect(courier.requests.slice(-3)).toEqual([
      'POST /v1/external/orders/create/return',
      'POST /v1/external/courier/assign/awb',
      'POST /v1/external/courier/generate/pickup',
    ])
    expect(sent.find((call) => call.url.endsWith('/courier/assign/awb'))?.body).toEqual({
      shipment_id: Number(booked.shipmentId),
      is_return: 1,
    })
  })

  it("carries a return like any parcel: its scans are tracked and reach the shop as webhooks with the return's AWB", async () => {
    const client = courier.client()
    const booked = await client.bookReturn(returnBooking)
    for (const scan of ['picked_up', 'in_transit', 'delivered']) {
      expect((await courier.scan(booked.awb, scan)).json()).toMatchObject({ webhookStatus: 200 })
    }
    const tracked = await client.track(booked.awb)
    expect(tracked.status).toBe('DELIVERED')
    expect(tracked.scans.map((s) => s.location)).toEqual(['New Delhi', 'New Delhi', 'Bengaluru'])
    expect(courier.webhooks.at(-1)?.body).toMatchObject({
      awb: booked.awb,
      current_status: 'DELIVERED',
      order_id: 'KV-20261126-0001-R1',
      is_return: 1,
    })
  })

  it("turns Shiprocket's refusal of a return without a pickup pincode into a final error", async () => {
    const refused = courier.client().bookReturn({
      ...returnBooking,
      pickupFrom: { ...returnBooking.pickupFrom, pincode: '' },
    })
    await expect(refused).rejects.toBeInstanceOf(CourierError)
    await expect(refused).rejects.toMatchObject({ retryable: false })
    await expect(refused).rejects.toThrow(/could not create the return order: Oops! Invalid Data/)
  })
})
