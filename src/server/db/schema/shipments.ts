import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'

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
    check(
      'shipments_parcel_positive',
      sql`${t.weightGrams} > 0 and ${t.lengthCm} > 0 and ${t.breadthCm} > 0 and ${t.heightCm} > 0`,
    ),
  ],
)

export type Shipment = typeof shipments.$inferSelect
