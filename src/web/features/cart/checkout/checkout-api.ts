import type { CouponValidation } from '#domain/coupon/responses.ts'
import type { ShippingAddress } from '#domain/schemas/checkout.ts'
import type { ApiOrder, CreateOrderResponse } from '#domain/schemas/order.ts'
import { api } from '#web/lib/api-client.ts'

export const validateCoupon = (code: string, cartTotal: number) =>
  api<CouponValidation>('/coupons/validate', { method: 'POST', body: { code, cartTotal } })

export interface CheckoutRequest {
  items: { productId: string; quantity: number }[]
  shippingAddress: ShippingAddress
  couponCode: string | null
}

export const createOrder = (body: CheckoutRequest) =>
  api<CreateOrderResponse>('/orders/create-order', { method: 'POST', body })

export interface RazorpaySuccess {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

export const verifyPayment = (result: RazorpaySuccess, request: CheckoutRequest) =>
  api<{ order: ApiOrder }>('/orders/verify-payment', {
    method: 'POST',
    body: {
      razorpayPaymentId: result.razorpay_payment_id,
      razorpayOrderId: result.razorpay_order_id,
      razorpaySignature: result.razorpay_signature,
      ...request,
    },
  })
