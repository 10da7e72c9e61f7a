import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import type { OrderActor } from '#domain/order/timeline.ts'
import {
  type DeliveryAction,
  SHIPMENT_SCANS,
  type ShipmentScan,
} from '#domain/shipping/shipment.ts'
import { orders } from './orders.ts'
import { returns } from './returns.ts'

/** What a parcel carries: the order to its shopper, a return back to the shop, or a replacement. */
export const SHIPMENT_PURPOSES = ['delivery', 'return', 'exchange'] as const
export type ShipmentPurpose = (typeof SHIPMENT_PURPOSES)[number]

/**
 * Parcels handed to a courier: an order has one, or more once exchanges send another.
 * The ids are the courier's own (Shiprocket's order and shipment ids), kept to cancel and track.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    purpose: text().$type<ShipmentPurpose>().notNull().default('delivery'),
    /** The return a reverse pickup or a replacement belongs to. */
    returnId: uuid().references(() => returns.id, { onDelete: 'restrict' }),
    /** Who booked it: Shiprocket, or the local simulator standing in for it. */
    provider: text().$type<'shiprocket' | 'simulator'>().notNull(),
    providerOrderId: text().notNull(),
    providerShipmentId: text().notNull(),
    awb: text().notNull().unique(),
    courier: text().notNull(),
    trackingUrl: text().notNull(),
    weightGrams: integer().notNull(),
    lengthCm: integer().notNull(),
    breadthCm: integer().notNull(),
    heightCm: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId, t.createdAt),
    check('shipments_provider', sql`${t.provider} in ('shiprocket', 'simulator')`),
    check('shipments_purpose', sql`(${t.purpose} = 'delivery') = (${t.returnId} is null)`),
    check(
      'shipments_parcel_positive',
      sql`${t.weightGrams} > 0 and ${t.lengthCm} > 0 and ${t.breadthCm} > 0 and ${t.heightCm} > 0`,
    ),
  ],
)

export type Shipment = typeof shipments.$inferSelect

/**
 * What the courier reported of a parcel, one row per scan however often it is reported (its time
 * and courier status make it one): where the parcel was, and what happened there.
 */
export const shipmentScans = pgTable(
  'shipment_scans',
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The scan as the shop follows it; null for a courier status it only shows. */
    scan: text().$type<ShipmentScan>(),
    /** The courier's own status id and words, e.g. 18 and 'IN TRANSIT'. */
    courierStatusId: integer().notNull(),
    courierStatus: text().notNull(),
    activity: text().notNull(),
    location: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('shipment_scans_once').on(t.shipmentId, t.at, t.courierStatusId),
    check(
      'shipment_scans_scan',
      sql.raw(`scan is null or scan in (${SHIPMENT_SCANS.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
)

export type ShipmentScanRow = typeof shipmentScans.$inferSelect

/**
 * A delivery the courier could not make (a non-delivery report), and what was asked of the
 * courier next: another attempt, or the parcel back. Open while nobody has answered.
 */
export const failedDeliveries = pgTable(
  'failed_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Which attempt failed, counting from 1. */
    attempt: integer().notNull(),
    reason: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    action: text().$type<DeliveryAction>(),
    actionBy: text().$type<OrderActor>(),
    /** The day the shopper will be in (India's date), and a phone number for the courier. */
    preferredDate: date({ mode: 'string' }),
    phone: text(),
    actedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('failed_deliveries_attempt').on(t.shipmentId, t.attempt),
    index('failed_deliveries_open_idx')
      .on(t.at)
      .where(sql`${t.action} is null`),
    check(
      'failed_deliveries_action',
      sql`${t.action} is null or ${t.action} in ('reattempt', 'return')`,
    ),
  ],
)

export type FailedDelivery = typeof failedDeliveries.$inferSelect
