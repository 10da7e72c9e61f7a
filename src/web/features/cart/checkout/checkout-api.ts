import type { CouponOffers, CouponValidation } from '#domain/coupon/responses.ts'
import type { CreateOrderInput } from '#domain/order/create-order.ts'
import type { OrderLine } from '#domain/order/order-lines.ts'
import type { CheckoutOptions } from '#domain/order/payment-method.ts'
import type { CreateOrderResponse, OrderPageResponse } from '#domain/order/responses.ts'
import type { RazorpaySuccess, VerifyPaymentInput, VerifyPaymentResponse } from '#domain/payment.ts'
import type {
  SavedAddressInput,
  SavedAddressList,
  SavedAddressResponse,
} from '#domain/saved-addresses.ts'
import { api } from '#web/lib/api-client.ts'

/** The coupon judged against the cart's lines at the shop's prices; the total is the spec's preview. */
export const validateCoupon = (code: string, cartTotal: number, items: OrderLine[]) =>
  api<CouponValidation>('/coupons/validate', {
    method: 'POST',
    body: { code, cartTotal, items },
  })

/** The coupons the cart offers this shopper today. */
export const fetchCouponOffers = async (signal: AbortSignal) =>
  (await api<CouponOffers>('/coupons/offers', { signal })).offers

export const fetchCheckoutOptions = (signal: AbortSignal) =>
  api<CheckoutOptions>('/orders/checkout-options', { signal })

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

/** The order just placed, for when it should arrive. */
export const fetchPlacedOrder = async (orderNumber: string, signal: AbortSignal) =>
  (await api<OrderPageResponse>(`/orders/${encodeURIComponent(orderNumber)}`, { signal })).order

/** The shopper's saved addresses, the default first. */
export const fetchSavedAddresses = async (signal: AbortSignal) =>
  (await api<SavedAddressList>('/user/addresses', { signal })).addresses

export const saveAddress = (body: SavedAddressInput) =>
  api<SavedAddressResponse>('/user/addresses', { method: 'POST', body })
