// The shop's customers as staff see them: who has ordered, how much and how often, and where
// their parcels went.
import { z } from 'zod'
import { AdminListQuerySchema, ListPageSchema, optional } from './api-shapes.ts'
import { MEMBERSHIP_TIERS } from './membership.ts'
import { rupees } from './money-codec.ts'
import { OrderAddressSchema } from './order/responses.ts'
import { ORDER_STATUSES } from './order/status.ts'
import { SavedAddressSchema } from './saved-addresses.ts'

/** The latest order first, the most spent first, or the most orders first. */
export const CUSTOMER_SORTS = ['recent', 'spent', 'orders'] as const
export type CustomerSort = (typeof CUSTOMER_SORTS)[number]
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  recent: 'Latest order first',
  spent: 'Most spent first',
  orders: 'Most orders first',
}

const CustomerSortSchema = optional(
  z.enum(CUSTOMER_SORTS, { error: 'Unknown sort: use recent, spent or orders' }),
).default('recent')

export const AdminCustomersQuerySchema = AdminListQuerySchema.extend({ sort: CustomerSortSchema })
/** The customers list's search and order without its page: every customer it finds. */
export const CustomersExportQuerySchema = z.object({
  search: AdminListQuerySchema.shape.search,
  sort: CustomerSortSchema,
})
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuerySchema>

export const CUSTOMER_NOT_FOUND = 'Customer not found'

export const CustomerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The account's phone, else the one their latest order shipped to. */
  phone: z.string().nullable(),
  joinedAt: z.string(),
  orders: z.number().int(),
  /** What the membership tier counts: paid orders, less refunds. */
  totalSpent: rupees(),
  tier: z.enum(MEMBERSHIP_TIERS),
  /** Null for a shopper who has not ordered yet (their page only; the list holds buyers). */
  firstOrderAt: z.string().nullable(),
  lastOrderAt: z.string().nullable(),
})
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>

export const CustomerListResponseSchema = ListPageSchema.extend({
  customers: z.array(CustomerSummarySchema),
})

export const CustomerOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** As the orders list words it: 'Paid', 'Pay on delivery', 'Refunded', … */
  payment: z.string(),
  total: rupees(),
  items: z.number().int(),
})
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>

export const CustomerPageResponseSchema = z.object({
  customer: CustomerSummarySchema,
  /** Newest first. */
  orders: z.array(CustomerOrderSchema),
  /** The address book, the default first. */
  savedAddresses: z.array(SavedAddressSchema),
  /** Every address an order shipped to, the latest first, each once. */
  shippedTo: z.array(OrderAddressSchema),
})
export type CustomerPage = z.infer<typeof CustomerPageResponseSchema>
