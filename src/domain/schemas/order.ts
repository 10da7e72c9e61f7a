// What the order endpoints answer (money in rupees), read by the dashboard and, later, the admin.
import type { OrderStatus, PaymentIssue, PaymentStatus } from '../orders.ts'
import type { ShippingAddressInput } from './checkout.ts'

export interface OrderCalculationRupees {
  subtotal: number
  tax: number
  shipping: number
  discount: number
  total: number
  savings: number
}

export interface ApiOrderItem {
  _id: string
  product: string | null
  productSnapshot: { name: string; image: string; brand: string }
  quantity: number
  /** The tax-inclusive price paid per unit. */
  price: number
  /** Whether the shopper has reviewed this product for this order. */
  reviewed: boolean
}

export interface ApiOrder extends OrderCalculationRupees {
  _id: string
  orderNumber: string
  user?: { name: string; email: string }
  createdAt: string
  status: OrderStatus
  paymentStatus: PaymentStatus
  /** Something about the payment staff must look at, e.g. Razorpay reported a different amount. */
  paymentIssue: PaymentIssue | null
  trackingNumber: string | null
  notes: string | null
  totalAmount: number
  couponCode: string | null
  items: ApiOrderItem[]
  shippingAddress: ShippingAddressInput
  deliveredAt: string | null
}

export interface CreateOrderResponse {
  orderId: string
  orderNumber: string
  razorpayOrderId: string
  /** In paise, as Razorpay takes it. */
  amount: number
  currency: 'INR'
  key: string
  checkoutScript: string
  orderCalculation: OrderCalculationRupees
}
