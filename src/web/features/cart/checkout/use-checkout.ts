// Checkout: order on the server, the payment window, verification, then the orders tab.
// Cash on delivery skips the window: the server's answer is the placed order.
import type { Billing } from '#domain/invoice/billing.ts'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '#web/lib/toast.tsx'
import type { ValidatedCoupon } from '#domain/coupon/responses.ts'
import { REDIRECT_AFTER_FORM_MS } from '#domain/limits.ts'
import type { CreateOrderInput, ShippingAddress } from '#domain/order/create-order.ts'
import { EMPTY_CART } from '#domain/order/order-lines.ts'
import type { PaymentMethod } from '#domain/order/payment-method.ts'
import { PAYMENT_VERIFICATION_FAILED } from '#domain/payment.ts'
import { orderLinesOf } from '#web/state/cart-state.ts'
import type { AddressWithLandmark } from '#domain/saved-addresses.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { useCart } from '#web/state/cart-provider.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { clearPendingCheckout } from '#web/lib/pending-checkout.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { createOrder, saveAddress, verifyPayment } from './checkout-api.ts'
import { clearCheckoutDraft } from './checkout-draft.ts'
import { loadCheckoutScript, openPaymentWindow, UPI_FIRST } from './razorpay-window.ts'

const ADDRESS_KEPT = 'Address saved for next time'
const ADDRESS_NOT_KEPT = 'Your order is placed, but the address could not be saved'

/**
 * `coupon`: the applied coupon the cart still qualifies for, or null. `onRefused`: called when the
 * server refuses the order as it stands (409, e.g. a variant ran out), so the cart can read it again.
 */
export function useCheckout(coupon: ValidatedCoupon | null, onRefused: () => void) {
  const { user, refreshUser } = useAuth()
  const cart = useCart()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [purchased, setPurchased] = useState<string | null>(null)
  const redirect = useRef<number>(undefined)
  useEffect(() => () => window.clearTimeout(redirect.current), [])

  function placed(orderNumber: string, keep: AddressWithLandmark | null) {
    cart.clearCart({ silent: true })
    clearPendingCheckout()
    clearCheckoutDraft()
    if (keep) void keepAddress(keep)
    setPurchased(orderNumber)
    toast.success('Thanks for Purchase!')
    refreshUser()
    redirect.current = window.setTimeout(
      () => void navigate('/dashboard?tab=orders'),
      REDIRECT_AFTER_FORM_MS,
    )
  }

  /** `keep`: a new address to save for next time once the order is placed. */
  async function pay(
    shippingAddress: ShippingAddress,
    billing: Billing | null,
    paymentMethod: PaymentMethod,
    keep: AddressWithLandmark | null = null,
    whatsapp = false,
  ) {
    if (!user) return
    if (cart.items.length === 0) return void toast.error(EMPTY_CART)
    const request: CreateOrderInput = {
      items: orderLinesOf(cart.items),
      shippingAddress,
      billing,
      couponCode: coupon?.code ?? null,
      paymentMethod,
      // Unticked is no choice at all: turning updates off is the profile's one tap.
      ...(whatsapp && { whatsappUpdates: true }),
    }
    setBusy(true)
    try {
      const order = await createOrder(request)
      if (order.paymentMethod === 'cod') return placed(order.orderNumber, keep)
      try {
        await loadCheckoutScript(order.checkoutScript)
      } catch {
        toast.error('Failed to load payment gateway. Please try again.')
        return
      }
      const outcome = await openPaymentWindow(
        {
          key: order.key,
          amount: order.amount,
          currency: order.currency,
          name: 'Kavach',
          description: `${cart.items.length} ${cart.items.length === 1 ? 'item' : 'items'}`,
          order_id: order.razorpayOrderId,
          prefill: { name: user.name, email: user.email, contact: shippingAddress.phone },
          theme: { color: '#4f46e5' },
          config: UPI_FIRST,
        },
        (description) => toast.error(description),
      )
      if (outcome.kind === 'dismissed') return
      let verified
      try {
        verified = await verifyPayment(outcome.result, request)
      } catch (error) {
        // A payment the shop could not take (say, paid twice) says why; it is being refunded.
        const returned = error instanceof ApiError && error.status === 409
        toast.error(
          returned ? errorMessage(error, PAYMENT_VERIFICATION_FAILED) : PAYMENT_VERIFICATION_FAILED,
        )
        return
      }
      placed(verified.order.orderNumber, keep)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onRefused()
      toast.error(
        errorMessage(
          error,
          error instanceof Error && error.message ? error.message : FALLBACK_TEXTS.payment,
        ),
      )
    } finally {
      setBusy(false)
    }
  }

  return { busy, purchased, pay }
}

/** The order is placed whether or not the address is kept, so a failure here only says so. */
async function keepAddress(address: AddressWithLandmark) {
  try {
    await saveAddress(address)
    toast.info(ADDRESS_KEPT)
  } catch (error) {
    toast.error(errorMessage(error, ADDRESS_NOT_KEPT))
  }
}
