// The demo orders' timelines and parcels, as the checkout, payment and staff steps would have left them.
import type { OrderEventDetail, OrderEventKind } from '#domain/order/timeline.ts'
import type { PlannedOrder } from './demo-order-plan.ts'

const COURIERS = ['Delhivery', 'Blue Dart', 'Ekart', 'DTDC'] as const
const UNPAID_EXPIRY_MS = 30 * 60_000

export interface DemoShipment {
  courier: string
  trackingNumber: string
}

const shipped = (order: PlannedOrder) =>
  order.status === 'dispatched' || order.status === 'delivered'

/** A courier and an 11-digit air waybill for an order that has left the warehouse. */
export function demoShipment(order: PlannedOrder, index: number): DemoShipment | null {
  if (!shipped(order)) return null
  const waybill = String(70_000_000_000 + ((index * 7_919_317) % 29_999_999_999))
  return { courier: COURIERS[index % COURIERS.length] as string, trackingNumber: waybill }
}

export interface DemoEvent {
  kind: OrderEventKind
  at: Date
  detail: OrderEventDetail
}

/**
 * Placed, paid, then packed and dispatched part-way to delivery (or to now, for an order still
 * on its way); an abandoned checkout is cancelled by the expiry sweep half an hour after it began.
 */
export function demoTimeline(order: PlannedOrder, shipment: DemoShipment | null, now: Date) {
  const events: DemoEvent[] = [{ kind: 'placed', at: order.createdAt, detail: {} }]
  if (!order.paidAt) {
    if (order.status === 'cancelled') {
      const at = new Date(order.createdAt.getTime() + UNPAID_EXPIRY_MS)
      events.push({ kind: 'cancelled', at, detail: { by: 'system' } })
    }
    return events
  }
  const paid = order.paidAt.getTime()
  const end = (order.deliveredAt ?? now).getTime()
  const along = (share: number) => new Date(paid + (end - paid) * share)
  events.push({ kind: 'paid', at: order.paidAt, detail: {} })
  if (order.status === 'confirmed') return events
  events.push({ kind: 'packed', at: along(0.2), detail: { by: 'staff' } })
  if (shipment)
    events.push({ kind: 'dispatched', at: along(0.45), detail: { by: 'staff', ...shipment } })
  if (order.deliveredAt)
    events.push({ kind: 'delivered', at: order.deliveredAt, detail: { by: 'staff' } })
  return events
}
