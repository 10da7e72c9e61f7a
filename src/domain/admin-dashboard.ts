// What GET /api/admin/dashboard answers.
import { z } from 'zod'
import { ContactStatsSchema } from './contact.ts'
import { MEMBERSHIP_TIERS } from './membership.ts'
import { rupees } from './money-codec.ts'
import { OrderStatsSchema } from './order/responses.ts'
import { ReturnStatsSchema } from './order/returns.ts'
import { PAYMENT_METHODS } from './order/payment-method.ts'
import { ORDER_STATUSES } from './order/status.ts'
import { ProductStatsSchema } from './product/admin-products.ts'
import { LowStockSchema } from './product/admin-variants.ts'

const count = z.number().int()

export const MembershipStatSchema = z.object({
  tier: z.enum(MEMBERSHIP_TIERS),
  count,
  totalSpent: rupees(),
})
export type MembershipStat = z.input<typeof MembershipStatSchema>

export const AdminDashboardSchema = z.object({
  stats: z.object({
    products: ProductStatsSchema,
    orders: OrderStatsSchema,
    contacts: ContactStatsSchema,
    /** Mail unsent after several tries. */
    mail: z.object({ failingMails: count }),
  }),
  membershipStats: z.array(MembershipStatSchema),
  /** Counted variants at or below their low-stock threshold, sold out first. */
  lowStock: LowStockSchema,
  /** The last 30 days on India's calendar, oldest first, paid orders only. */
  revenueByDay: z.array(z.object({ date: z.string(), revenue: rupees(), orders: count })),
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count })),
  /**
   * Of the parcels placed in the last 30 days whose journey ended (delivered, or sent back by the
   * courier), how many came back, per payment method.
   */
  returnToOrigin: z.array(
    z.object({
      paymentMethod: z.enum(PAYMENT_METHODS),
      delivered: count,
      returned: count,
      /** Percent, one decimal; null while no parcel has ended. */
      rate: z.number().nullable(),
    }),
  ),
  /** Returns open now, and of all units delivered, how many were asked back, by reason. */
  returns: ReturnStatsSchema,
})
export type AdminDashboard = z.input<typeof AdminDashboardSchema>
export type MailStats = AdminDashboard['stats']['mail']

/** The share of ended parcels that came back, in percent with one decimal. */
export const returnRate = (delivered: number, returned: number) =>
  delivered + returned === 0 ? null : Math.round((returned / (delivered + returned)) * 1000) / 10

/** Units per 100 units, one decimal; 0 while nothing was delivered. */
export const per100Units = (units: number, delivered: number) =>
  delivered === 0 ? 0 : Math.round((units / delivered) * 1000) / 10
