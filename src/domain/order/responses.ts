// What the order endpoints answer, read by the cart, the dashboard and the admin. Amounts travel in
// rupees and are held in paise (money.ts); the types are the wire's, as the browser reads them.
import { z } from 'zod'
import { ListPageSchema } from '../api-shapes.ts'
import { rupees } from '../money-codec.ts'
import { OrderDocumentSchema } from '../invoice/api.ts'
import { ShipmentSchema, TrackingEventSchema } from '../shipping/shipment.ts'
import { ApiReturnSchema, ReturnOfferSchema } from './returns.ts'
import { OrderEventSchema } from './timeline.ts'
import { PAYMENT_METHODS } from './payment-method.ts'
import { ORDER_STATUSES, PAYMENT_ISSUES, PAYMENT_STATUSES } from './status.ts'

/** An order's figures, as `calculateOrder` (pricing.ts) makes them. */
export const OrderCalculationSchema = z.object({
  subtotal: rupees(),
  tax: rupees(),
  shipping: rupees(),
  discount: rupees(),
  /** The cash-on-delivery fee; 0 when paid online. */
  codFee: rupees(),
  total: rupees(),
  savings: rupees(),
})

/** The address as checkout stored it. */
export const OrderAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
})
export type OrderAddress = z.infer<typeof OrderAddressSchema>

/** The product as it was when ordered, so the order reads the same after the product changes. */
export const ProductSnapshotSchema = z.object({
  name: z.string(),
  image: z.string(),
  brand: z.string(),
  /** The variant's SKU and option values, e.g. "iPhone 16 / Black"; absent on orders from before variants. */
  sku: z.string().optional(),
  variant: z.string().optional(),
})
export type ProductSnapshot = z.infer<typeof ProductSnapshotSchema>

export const ApiOrderItemSchema = z.object({
  _id: z.string(),
  product: z.string().nullable(),
  productSnapshot: ProductSnapshotSchema,
  quantity: z.number(),
  /** The tax-inclusive price paid per unit. */
  price: rupees(),
  /** Whether the shopper has reviewed this product for this order. */
  reviewed: z.boolean(),
})
export type ApiOrderItem = z.input<typeof ApiOrderItemSchema>

export const ApiOrderSchema = OrderCalculationSchema.extend({
  _id: z.string(),
  orderNumber: z.string(),
  /** Who ordered; staff see it, shoppers don't need it. */
  user: z.object({ name: z.string(), email: z.string() }).optional(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Something about the payment staff must look at, e.g. Razorpay reported a different amount. */
  paymentIssue: z.enum(PAYMENT_ISSUES).nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  notes: z.string().nullable(),
  totalAmount: rupees(),
  couponCode: z.string().nullable(),
  items: z.array(ApiOrderItemSchema),
  shippingAddress: OrderAddressSchema,
  deliveredAt: z.string().nullable(),
  /** Going back to the shopper: refunds pending or processed. */
  refundedAmount: rupees(),
  /** The GST invoice, once paid, and any credit notes, oldest first. */
  documents: z.array(OrderDocumentSchema),
  /** Every step the order took, oldest first. */
  timeline: z.array(OrderEventSchema),
  /** The parcel a courier carries, once staff booked one. */
  shipment: ShipmentSchema.optional(),
})
export type ApiOrder = z.input<typeof ApiOrderSchema>

/** A failed delivery the shopper may answer: another attempt on a day in the range, or cancel. */
export const OpenFailedDeliverySchema = z.object({
  attempt: z.number().int(),
  reason: z.string(),
  at: z.string(),
  /** The days another attempt may be asked for, India's calendar, 'YYYY-MM-DD'. */
  reattemptFrom: z.string(),
  reattemptUntil: z.string(),
})

/** One order as its own page shows it: besides the order, where the parcel is and when it comes. */
export const OrderPageResponseSchema = z.object({
  order: ApiOrderSchema.extend({
    /** The courier's scans, latest first. */
    tracking: z.array(TrackingEventSchema),
    /** When the parcel is expected, as promised for its pincode when the order was placed. */
    expectedDelivery: z.object({ earliest: z.string(), latest: z.string() }).nullable(),
    failedDelivery: OpenFailedDeliverySchema.nullable(),
    /** What may still be sent back, while the return window is open. */
    returnOffer: ReturnOfferSchema.nullable(),
    /** Returns asked for, newest first. */
    returns: z.array(ApiReturnSchema),
  }),
})
export type OrderPageResponse = z.input<typeof OrderPageResponseSchema>
export type ApiOrderPage = OrderPageResponse['order']

const CheckoutSchema = z.object({
  /** The checkout attempt's id; an online attempt takes its order number when it is paid. */
  orderId: z.string(),
  /** In paise, as Razorpay takes it. */
  amount: z.number(),
  currency: z.literal('INR'),
  orderCalculation: OrderCalculationSchema,
})

/**
 * An online checkout answers with what Razorpay's checkout needs; a cash-on-delivery order is
 * placed already, with its number. `paymentMethod` tells them apart; clients from before it read
 * an online answer as ever.
 */
export const CreateOrderResponseSchema = z.discriminatedUnion('paymentMethod', [
  CheckoutSchema.extend({
    paymentMethod: z.literal('online'),
    razorpayOrderId: z.string(),
    key: z.string(),
    checkoutScript: z.string(),
  }),
  CheckoutSchema.extend({ paymentMethod: z.literal('cod'), orderNumber: z.string() }),
])
export type CreateOrderResponse = z.input<typeof CreateOrderResponseSchema>

export const MyOrdersResponseSchema = z.object({ orders: z.array(ApiOrderSchema) })
export type MyOrdersResponse = z.input<typeof MyOrdersResponseSchema>

export const AdminOrdersPageSchema = ListPageSchema.extend({ orders: z.array(ApiOrderSchema) })

export const OrderStatsSchema = z.object({
  totalRevenue: rupees(),
  /** Every order, as the admin Orders tab lists them. */
  totalOrders: z.number(),
  /** Of those, the ones still to be paid (cash on delivery, not cancelled). */
  awaitingPayment: z.number(),
  pendingOrders: z.number(),
  deliveredOrders: z.number(),
})
export type OrderStats = z.input<typeof OrderStatsSchema>

export const OrderStatsResponseSchema = z.object({ stats: OrderStatsSchema })
export type OrderStatsResponse = z.input<typeof OrderStatsResponseSchema>

export const ORDER_NOT_FOUND = 'Order not found'
export const ORDER_STATUS_UPDATED = 'Order status updated successfully!'
/** What a change to one order answers: what happened, and the order as it now is. */
export const OrderChangedResponseSchema = z.object({
  message: z.string(),
  order: ApiOrderSchema,
})
export type OrderChangedResponse = z.input<typeof OrderChangedResponseSchema>

/** `KV-20261126-0003`: an order as shoppers read it out. */
export const ORDER_NUMBER_PATTERN = /^KV-\d{8}-\d{4,}$/
/** An order named by its id or by its number. */
export const OrderRefParamsSchema = z.object({
  id: z.union([z.uuid(), z.string().regex(ORDER_NUMBER_PATTERN)], { error: ORDER_NOT_FOUND }),
})
