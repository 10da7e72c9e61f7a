import type { CreateOrderInput } from '#domain/order/create-order.ts'
import type { CreateOrderResponse } from '#domain/order/responses.ts'
import type { RazorpaySuccess, VerifyPaymentInput, VerifyPaymentResponse } from '#domain/payment.ts'
import { api } from '#web/lib/api-client.ts'

export interface AppliedCoupon {
  code: string
  type: 'flat' | 'percentage'
  value: number
  discountAmount: number
}

export async function validateCoupon(code: string, cartTotal: number): Promise<AppliedCoupon> {
  const result = await api<{
    discountAmount: number
    coupon: Omit<AppliedCoupon, 'discountAmount'>
  }>('/coupons/validate', { method: 'POST', body: { code, cartTotal } })
  return { ...result.coupon, discountAmount: result.discountAmount }
}

export const createOrder = (body: CreateOrderInput) =>
  api<CreateOrderResponse>('/orders/create-order', { method: 'POST', body })

export const verifyPayment = (result: RazorpaySuccess, request: CreateOrderInput) =>
  api<VerifyPaymentResponse>('/orders/verify-payment', {
    method: 'POST',
    body: {
      razorpayPaymentId: result.razorpay_payment_id,
      razorpayOrderId: result.razorpay_order_id,
      razorpaySignature: result.razorpay_signature,
      ...request,
    } satisfies VerifyPaymentInput,
  })
