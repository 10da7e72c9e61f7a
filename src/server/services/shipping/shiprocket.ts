// A small client for Shiprocket's API (https://apidocs.shiprocket.in/, paths under /v1/external):
// a token from /auth/login, cached and renewed once when a call answers 401, then the orders,
// return orders, AWB, pickup, label, cancel and tracking calls, with the request and answer shapes
// of decision 026 (the order bodies are written in shiprocket-orders.ts). The local simulator
// speaks the same protocol, so one client serves both.
import { z } from 'zod'
import type { DeliveryAction } from '#domain/shipping/shipment.ts'
import { isRetryableStatus } from '../payments/gateway.ts'
import { type BookedShipment, type Courier, CourierError, type Tracking } from './courier.ts'
import { adhocOrderBody, returnOrderBody } from './shiprocket-orders.ts'

export interface ShiprocketOptions {
  /** e.g. https://apiv2.shiprocket.in; the API's paths live under /v1/external. */
  apiUrl: string
  email: string
  password: string
  pickupLocation: string
  /** Where a shopper follows a parcel by its AWB. */
  trackingUrlBase: string
  provider?: Courier['provider']
  /** The simulator is reached through the app itself; tests and production use Node's fetch. */
  fetch?: typeof fetch
  timeoutMs?: number
}

const ShiprocketId = z.union([z.number(), z.string()]).transform(String)
const LoginAnswer = z.object({ token: z.string().min(1) })
const CreatedOrder = z.object({ order_id: ShiprocketId, shipment_id: ShiprocketId })
const AssignedAwb = z.object({
  awb_assign_status: z.number(),
  response: z.object({
    data: z.object({
      awb_code: z.string().optional(),
      courier_name: z.string().optional(),
      awb_assign_error: z.string().optional(),
    }),
  }),
})
const GeneratedLabel = z.object({ label_created: z.number(), label_url: z.string().optional() })
const TrackAnswer = z.object({
  tracking_data: z.object({
    shipment_track: z.array(z.object({ current_status: z.string().nullish() })).default([]),
    shipment_track_activities: z
      .array(z.object({ date: z.string(), activity: z.string(), location: z.string() }))
      .nullish(),
    track_url: z.string().nullish(),
    error: z.string().nullish(),
  }),
})

export function shiprocketCourier(options: ShiprocketOptions): Courier {
  const send = options.fetch ?? fetch
  const base = `${options.apiUrl.replace(/\/$/, '')}/v1/external`
  let token: Promise<string> | undefined

  async function request(method: 'GET' | 'POST', path: string, body?: unknown, auth?: string) {
    let response: Response
    try {
      response = await send(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(auth && { authorization: `Bearer ${auth}` }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      })
    } catch (error) {
      throw new CourierError(`Shiprocket did not answer: ${(error as Error).message}`)
    }
    const text = await response.text()
    let data: unknown = undefined
    try {
      data = text ? JSON.parse(text) : undefined
    } catch {
      data = undefined
    }
    return { status: response.status, data }
  }

  function login(): Promise<string> {
    token = (async () => {
      const { status, data } = await request('POST', '/auth/login', {
        email: options.email,
        password: options.password,
      })
      if (status !== 200) throw refused('log in', status, data)
      return LoginAnswer.parse(data).token
    })()
    // A failed login is not kept: the next call tries again.
    token.catch(() => (token = undefined))
    return token
  }

  /** A call with the cached token; a 401 (the token expired or was revoked) logs in once more. */
  async function call<T>(
    schema: z.ZodType<T>,
    what: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ) {
    const used = token ?? login()
    let answer = await request(method, path, body, await used)
    if (answer.status === 401) {
      if (token === used) login()
      answer = await request(method, path, body, await (token ?? login()))
    }
    if (answer.status < 200 || answer.status >= 300) throw refused(what, answer.status, answer.data)
    const parsed = schema.safeParse(answer.data)
    if (!parsed.success)
      throw new CourierError(`Shiprocket's answer to ${what} was not understood`, false)
    return parsed.data
  }

  /** Assigns a created shipment its AWB and asks for its pickup. */
  async function assignAndCollect(
    order: z.infer<typeof CreatedOrder>,
    awbRequest: { is_return?: 1 } = {},
  ): Promise<BookedShipment> {
    const assigned = await call(AssignedAwb, 'assign an AWB', 'POST', '/courier/assign/awb', {
      shipment_id: Number(order.shipment_id),
      ...awbRequest,
    })
    const { awb_code: awb, courier_name: courier, awb_assign_error: error } = assigned.response.data
    if (assigned.awb_assign_status !== 1 || !awb || !courier) {
      throw new CourierError(`Shiprocket assigned no AWB: ${error ?? 'no reason given'}`, false)
    }
    // A pickup that can't be asked for now is asked for from Shiprocket's panel; the AWB stands.
    await call(z.unknown(), 'schedule the pickup', 'POST', '/courier/generate/pickup', {
      shipment_id: [Number(order.shipment_id)],
    }).catch(() => undefined)
    return {
      providerOrderId: order.order_id,
      shipmentId: order.shipment_id,
      awb,
      courier,
      trackingUrl: `${options.trackingUrlBase}/${encodeURIComponent(awb)}`,
    }
  }

  return {
    provider: options.provider ?? 'shiprocket',
    async book(booking) {
      const order = await call(
        CreatedOrder,
        'create the order',
        'POST',
        '/orders/create/adhoc',
        adhocOrderBody(booking, options.pickupLocation),
      )
      return assignAndCollect(order)
    },
    async bookReturn(booking) {
      const order = await call(
        CreatedOrder,
        'create the return order',
        'POST',
        '/orders/create/return',
        returnOrderBody(booking),
      )
      return assignAndCollect(order, { is_return: 1 })
    },
    async labelUrl(shipmentId) {
      const label = await call(
        GeneratedLabel,
        'make the label',
        'POST',
        '/courier/generate/label',
        {
          shipment_id: [Number(shipmentId)],
        },
      )
      if (label.label_created !== 1 || !label.label_url) {
        throw new CourierError('Shiprocket made no label', false)
      }
      return label.label_url
    },
    async cancel(providerOrderId) {
      await call(z.unknown(), 'cancel the order', 'POST', '/orders/cancel', {
        ids: [Number(providerOrderId)],
      })
    },
    async track(awb): Promise<Tracking> {
      const answer = await call(
        TrackAnswer,
        'track the parcel',
        'GET',
        `/courier/track/awb/${encodeURIComponent(awb)}`,
      )
      const data = answer.tracking_data
      if (data.error) throw new CourierError(data.error, false)
      return {
        awb,
        status: data.shipment_track[0]?.current_status ?? '',
        scans: data.shipment_track_activities ?? [],
        trackingUrl: data.track_url ?? null,
      }
    },
    async actOnFailedDelivery(awb, action, comments) {
      await call(
        z.unknown(),
        'pass on the answer to the failed delivery',
        'POST',
        `/ndr/${encodeURIComponent(awb)}/action`,
        { action: NDR_ACTIONS[action], comments },
      )
    },
  }
}

/** Shiprocket's words for what to do with a parcel in NDR (`POST /ndr/{awb}/action`, answered 202). */
export const NDR_ACTIONS: Record<DeliveryAction, string> = {
  reattempt: 're-attempt',
  return: 'return',
}

function refused(what: string, status: number, data: unknown) {
  const message =
    data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
      ? data.message
      : `HTTP ${status}`
  return new CourierError(`Shiprocket could not ${what}: ${message}`, isRetryableStatus(status))
}
