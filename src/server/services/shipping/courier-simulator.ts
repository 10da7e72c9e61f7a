// The offline stand-in for Shiprocket: a Fastify plugin answering Shiprocket's own
// paths under /v1/external with its request and answer shapes (decision 026), so the real client
// books parcels and reverse pickups, assigns AWBs and tracks against it. Staff push a booked
// parcel through its scans (simulated-parcel.ts), and each scan is posted to the shop as
// Shiprocket's tracking webhook, with the x-api-key header.
// Parcels live in this process's memory: with several workers a parcel is known to the one that
// booked it (the default run on the embedded database is one process).
import { randomBytes, randomInt } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  SIMULATED_PARCEL_CANCELLED,
  type ShipmentScan,
  SimulatedScanResponseSchema,
  SimulatedScanSchema,
  UNKNOWN_SIMULATED_AWB,
} from '#domain/shipping/shipment.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import { requireAdmin } from '../../plugins/session.ts'
import {
  recordScan,
  SIMULATED_COURIER,
  type ParcelRoute,
  type SimulatedParcel,
  shiprocketStamp,
  simulatedParcel,
} from './simulated-parcel.ts'

/** Shiprocket's tokens last 10 days. */
const TOKEN_LIFETIME_MS = 10 * 24 * 60 * 60 * 1000

/** A tracking webhook as Shiprocket posts it: the JSON body and the token it sends as x-api-key. */
export interface CourierWebhook {
  body: string
  apiKey: string
}

export interface CourierSimulatorOptions {
  email: string
  password: string
  /** Sent with every webhook as x-api-key. */
  webhookToken: string
  /** Posts a webhook to the shop; answers the HTTP status the shop gave. */
  deliverWebhook: (webhook: CourierWebhook) => Promise<number>
  /** Where the simulator's tracking page for an AWB is, e.g. https://shop/api/shipping/simulator/tracking. */
  trackingUrlBase: string
  /** Who may push scans; by default staff signed in to the shop. */
  authorise?: (request: FastifyRequest) => void
  now?: () => Date
}

/** The fields Shiprocket requires of an adhoc order. */
const ADHOC_ORDER_FIELDS = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_pincode',
  'billing_phone',
  'order_items',
  'payment_method',
  'sub_total',
  'weight',
]
const PARTY_FIELDS = ['customer_name', 'address', 'city', 'state', 'country', 'pincode', 'phone']
/** The fields Shiprocket requires of a return order: who it is collected from, and for whom. */
const RETURN_ORDER_FIELDS = [
  'order_id',
  'order_date',
  ...PARTY_FIELDS.map((field) => `pickup_${field}`),
  'pickup_email',
  ...PARTY_FIELDS.map((field) => `shipping_${field}`),
  'order_items',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
]

/** The first field Shiprocket would refuse, in its words; none when it would take the order. */
function refusalOf(order: Record<string, unknown>, required: string[], pincodes: string[]) {
  const words = (field: string) => field.replace(/_/g, ' ')
  const missing = required.find((field) => order[field] === undefined || order[field] === '')
  if (missing) return { field: missing, message: `The ${words(missing)} field is required.` }
  const badPincode = pincodes.find((field) => !/^\d{6}$/.test(String(order[field])))
  if (badPincode)
    return { field: badPincode, message: `The ${words(badPincode)} must be 6 digits.` }
  return undefined
}

export function courierSimulator(options: CourierSimulatorOptions) {
  const now = options.now ?? (() => new Date())
  const tokens = new Map<string, number>()
  const parcels = new Map<number, SimulatedParcel>()
  const byAwb = new Map<string, SimulatedParcel>()
  const byOrder = new Map<number, SimulatedParcel>()
  let nextId = randomInt(100_000_000, 900_000_000)
  const stamp = () => shiprocketStamp(now())

  /** A booked order's parcel, known by its shipment id and by Shiprocket's order id. */
  function book(order: Record<string, unknown>, route: ParcelRoute) {
    const ids = { orderId: nextId++, shipmentId: nextId++, channelOrderId: String(order.order_id) }
    const parcel = simulatedParcel(ids, route)
    parcels.set(parcel.shipmentId, parcel)
    byOrder.set(parcel.orderId, parcel)
    return parcel
  }

  function authenticated(request: FastifyRequest, reply: FastifyReply): boolean {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const expires = token ? tokens.get(token) : undefined
    if (expires !== undefined && expires > now().getTime()) return true
    void reply.status(401).send({ message: 'Token has expired', status_code: 401 })
    return false
  }

  const unprocessable = (reply: FastifyReply, field: string, message: string) =>
    reply
      .status(422)
      .send({ message: 'Oops! Invalid Data.', errors: { [field]: [message] }, status_code: 422 })

  const stand = { config: { untypedAnswer: 'stand-in' as const } }
  const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>

  const plugin: FastifyPluginAsync = async (app) => {
    app.post('/v1/external/auth/login', stand, async (request, reply) => {
      const { email, password } = body(request)
      if (email !== options.email || password !== options.password) {
        return reply
          .status(400)
          .send({ message: 'Invalid email and password combination', status_code: 400 })
      }
      const token = randomBytes(24).toString('base64url')
      tokens.set(token, now().getTime() + TOKEN_LIFETIME_MS)
      return {
        id: 1,
        first_name: 'Kavach',
        last_name: 'Simulator',
        email,
        company_id: 1,
        created_at: stamp(),
        token,
      }
    })

    app.post('/v1/external/orders/create/adhoc', stand, async (request, reply) => {
      if (!authenticated(request, reply)) return reply
      const order = body(request)
      const refusal = refusalOf(order, ADHOC_ORDER_FIELDS, ['billing_pincode'])
      if (refusal) return unprocessable(reply, refusal.field, refusal.message)
      const parcel = book(order, {
        isReturn: false,
        destination: String(order.billing_city ?? ''),
      })
      return {
        order_id: parcel.orderId,
        channel_order_id: parcel.channelOrderId,
        shipment_id: parcel.shipmentId,
        status: 'NEW',
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: '',
        courier_company_id: '',
        courier_name: '',
      }
    })

    app.post('/v1/external/orders/create/return', stand, async (request, reply) => {
      if (!authenticated(request, reply)) return reply
      const order = body(request)
      const refusal = refusalOf(order, RETURN_ORDER_FIELDS, ['pickup_pincode', 'shipping_pincode'])
      if (refusal) return unprocessable(reply, refusal.field, refusal.message)
      if (String(order.payment_method).toUpperCase() !== 'PREPAID') {
        return unprocessable(reply, 'payment_method', 'The selected payment method is invalid.')
      }
      const parcel = book(order, {
        isReturn: true,
        origin: String(order.pickup_city),
        destination: String(order.shipping_city),
      })
      return {
        order_id: parcel.orderId,
        shipment_id: parcel.shipmentId,
        status: 'RETURN PENDING',
        status_code: 21,
      }
    })

    app.post('/v1/external/courier/assign/awb', stand, async (request, reply) => {
      if (!authenticated(request, reply)) return reply
      const { shipment_id: shipmentId, is_return: isReturn } = body(request)
      const parcel = parcels.get(Number(shipmentId))
      // A return shipment is assigned a reverse courier only when asked with is_return.
      if (!parcel || parcel.cancelled || parcel.isReturn !== (Number(isReturn) === 1)) {
        return reply
          .status(400)
          .send({ message: 'Oops! Cannot assign AWB for this shipment.', status_code: 400 })
      }
      parcel.awb ??= `77${String(randomInt(1e9, 1e10))}`
      parcel.awbAssignedAt ??= stamp()
      byAwb.set(parcel.awb, parcel)
      return {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: 999,
            awb_code: parcel.awb,
            order_id: parcel.orderId,
            shipment_id: parcel.shipmentId,
            awb_code_status: 1,
            courier_name: SIMULATED_COURIER,
          },
        },
      }
    })

    app.post('/v1/external/courier/generate/pickup', stand, async (request, reply) => {
      if (!authenticated(request, reply)) return reply
      const ids = body(request).shipment_id
      const parcel = Array.isArray(ids) ? parcels.get(Number(ids[0])) : undefined
      if (!parcel?.awb) return unprocessable(reply, 'shipment_id', 'The shipment id is invalid.')
      parcel.pickupScheduledAt = stamp()
      return {
        pickup_status: 1,
        response: { pickup_scheduled_date: parcel.pickupScheduledAt, status: 3 },
      }
    })

    app.post('/v1/external/courier/generate/label', stand, async (request, reply) => {
      if (!authenticated(request, reply)) return reply
      const ids = body(request).shipment_id
      if (!Array.isArray(ids))
        return unprocessable(reply, 'shipment_id', 'The shipment id must be an array.')
      const parcel = parcels.get(Number(ids[0]))
      if (!parcel?.awb) return { label_created: 0, not_created: ids }
      return {
        label_created: 1,
        label_url: `${options.trackingUrlBase}/${parcel.awb}`,
        response: 'Label has been created and uploaded successfully!',
        not_created: [],
      }
    })

    app.post('/v1/external/orders/cancel', stand, async (request, reply) => {
      if (!authenticated(request, reply)) return reply
      const ids = body(request).ids
      if (!Array.isArray(ids)) return unprocessable(reply, 'ids', 'The ids must be an array.')
      for (const id of ids) {
        const parcel = byOrder.get(Number(id))
        if (parcel) parcel.cancelled = true
      }
      return { status: 200, message: 'Order cancelled successfully.' }
    })

    app.get('/v1/external/courier/track/awb/:awb', stand, async (request, reply) => {
      if (!authenticated(request, reply)) return reply
      const parcel = byAwb.get((request.params as { awb: string }).awb)
      if (!parcel) return { tracking_data: { track_status: 0, error: 'Awb not found' } }
      const latest = parcel.scans.at(-1)
      return {
        tracking_data: {
          track_status: 1,
          shipment_status: Number(latest?.['sr-status'] ?? 1),
          shipment_track: [
            {
              awb_code: parcel.awb,
              courier_name: SIMULATED_COURIER,
              current_status: latest?.['sr-status-label'] ?? 'AWB ASSIGNED',
            },
          ],
          // Shiprocket lists the latest activity first.
          shipment_track_activities: [...parcel.scans].reverse(),
          track_url: `${options.trackingUrlBase}/${parcel.awb}`,
        },
      }
    })

    app.post('/v1/external/ndr/:awb/action', stand, async (request, reply) => {
      if (!authenticated(request, reply)) return reply
      const parcel = byAwb.get((request.params as { awb: string }).awb)
      const { action, comments } = body(request)
      if (!parcel) return unprocessable(reply, 'awb', 'The awb is not in NDR.')
      if (action !== 're-attempt' && action !== 'return') {
        return unprocessable(reply, 'action', 'The selected action is invalid.')
      }
      parcel.ndrActions.push({ action, comments: String(comments ?? '') })
      return reply.status(202).send({ status: 'Data Updated Sucessfully' })
    })

    app.get('/tracking/:awb', stand, async (request, reply) => {
      const parcel = byAwb.get((request.params as { awb: string }).awb)
      if (!parcel) throw notFound(UNKNOWN_SIMULATED_AWB)
      const lines = parcel.scans.map((scan) => `${scan.date}  ${scan.activity} (${scan.location})`)
      return reply
        .type('text/plain; charset=utf-8')
        .send(
          [
            `AWB ${parcel.awb} with ${SIMULATED_COURIER}`,
            '',
            ...(parcel.cancelled
              ? [SIMULATED_PARCEL_CANCELLED]
              : lines.length
                ? lines
                : ['Booked, not yet picked up']),
          ].join('\n'),
        )
    })

    app.post(
      '/scans',
      { schema: { body: SimulatedScanSchema, response: { 200: SimulatedScanResponseSchema } } },
      async (request) => {
        ;(options.authorise ?? requireAdmin)(request)
        const { awb, scan } = request.body as { awb: string; scan: ShipmentScan }
        const parcel = byAwb.get(awb)
        if (!parcel) throw notFound(UNKNOWN_SIMULATED_AWB)
        if (parcel.cancelled) throw conflict(SIMULATED_PARCEL_CANCELLED)
        const webhookStatus = await options.deliverWebhook({
          body: JSON.stringify(recordScan(parcel, scan, now())),
          apiKey: options.webhookToken,
        })
        return { awb, scan, webhookStatus }
      },
    )
  }

  return {
    plugin,
    /** Every token given so far stops working, as when Shiprocket's 10 days run out. */
    expireTokens() {
      tokens.clear()
    },
    /** How many parcels were booked, for tests. */
    parcelCount: () => parcels.size,
    /** What the shop asked of a parcel after failed deliveries, for tests. */
    ndrActionsOf: (awb: string) => byAwb.get(awb)?.ndrActions ?? [],
    /** Whether the shop called off the parcel's booking, for tests. */
    isCancelled: (awb: string) => byAwb.get(awb)?.cancelled ?? false,
  }
}
