import { ShoppingCart } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { ValidatedCoupon } from '#domain/coupon/responses.ts'
import { formatRupeesExact, paiseToRupees, rupeesToPaise } from '#domain/money.ts'
import type { PaymentMethod } from '#domain/order/payment-method.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { useCart } from '#web/state/cart-provider.tsx'
import { orderLinesOf } from '#web/state/cart-state.ts'
import { Button } from '#web/components/ui/button.tsx'
import { PageHeading } from '#web/components/ui/page-heading.tsx'
import { hasPendingCheckout, markPendingCheckout } from '#web/lib/pending-checkout.ts'
import { cartCalculation } from './cart-calculation.ts'
import { CartLine } from './cart-line.tsx'
import { fetchCheckoutOptions, fetchSavedAddresses } from './checkout/checkout-api.ts'
import { readCheckoutDraft, saveCheckoutDraft } from './checkout/checkout-draft.ts'
import { CouponEntry } from './checkout/coupon-entry.tsx'
import { PurchaseDone } from './checkout/purchase-done.tsx'
import { ShippingForm } from './checkout/shipping-form.tsx'
import { useCheckout } from './checkout/use-checkout.ts'
import { OrderSummary } from './order-summary.tsx'
import { useCartRefresh } from './use-cart-refresh.ts'
import { useRestoreLink } from './use-restore-link.ts'
import { countOf } from '#web/lib/format.ts'

export function CartPage() {
  const cart = useCart()
  const { user, loading: signingIn } = useAuth()
  const navigate = useNavigate()
  useRestoreLink()
  // A checkout under way in this tab comes back as it was after a refresh or the back button.
  const [draft] = useState(readCheckoutDraft)
  const [coupon, setCoupon] = useState<ValidatedCoupon | null>(draft.coupon)
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(draft.paymentMethod)
  const options = useApiQuery('/orders/checkout-options', fetchCheckoutOptions, {
    what: 'checkout options',
  }).data
  const cod = options && {
    fee: rupeesToPaise(options.cod.fee),
    maxOrderValue: rupeesToPaise(options.cod.maxOrderValue),
  }
  const order = cartCalculation(cart.items, coupon, paymentMethod === 'cod' ? cod?.fee : 0)
  // Back from signing in with a checkout pending: go straight on to the address form.
  const [checkingOut, setCheckingOut] = useState(
    () => draft.open || (user !== null && hasPendingCheckout()),
  )
  const recheckCart = useCartRefresh()
  const checkout = useCheckout(order.couponRefusal ? null : coupon, recheckCart)
  const placed = checkout.purchased !== null
  useEffect(() => {
    if (!placed) saveCheckoutDraft({ open: checkingOut, paymentMethod, coupon })
  }, [placed, checkingOut, paymentMethod, coupon])
  const shopper = checkingOut ? user : null
  const saved = useApiQuery(shopper && `/user/addresses#${shopper.id}`, fetchSavedAddresses, {
    what: 'saved addresses',
    keepPrevious: false,
  })
  // Without its saved addresses the checkout still takes a new one.
  const addresses = saved.data ?? (saved.error === undefined ? undefined : [])

  if (checkout.purchased) return <PurchaseDone orderNumber={checkout.purchased} />

  if (cart.items.length === 0) {
    return (
      <div className="pb-16">
        <PageHeading title="Shopping Cart" />
        <div className="mx-auto max-w-md px-4 py-12 text-center">
          <ShoppingCart aria-hidden className="mx-auto h-16 w-16 text-slate-300" />
          <h2 className="mt-4 text-2xl font-bold text-slate-900">Your Cart is Empty</h2>
          <p className="mt-2 text-slate-600">Find something you love in the shop.</p>
          <Link
            to="/shop"
            className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700"
          >
            Continue Shopping
          </Link>
        </div>
      </div>
    )
  }

  const clear = () => {
    if (window.confirm('Are you sure you want to clear your cart?')) cart.clearCart()
  }
  const proceed = () => {
    if (user) return setCheckingOut(true)
    markPendingCheckout()
    void navigate('/login', { state: { from: { pathname: '/cart' } } })
  }

  return (
    <div className="pb-16">
      <PageHeading
        title="Shopping Cart"
        subtitle={`${countOf(cart.itemCount, 'item')} in your cart`}
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 lg:grid-cols-[2fr_1fr]">
        <section aria-label="Cart items" className="min-w-0 space-y-4">
          <ul className="space-y-4">
            {cart.items.map((item) => (
              <CartLine key={item.variantId} item={item} />
            ))}
          </ul>
          <button
            type="button"
            onClick={clear}
            className="text-sm font-medium text-red-600 hover:underline"
          >
            Clear Cart
          </button>
          {shopper && !addresses && (
            <p role="status" className="text-sm text-slate-600">
              Loading your addresses...
            </p>
          )}
          {shopper && addresses && (
            <ShippingForm
              shopper={shopper}
              saved={addresses}
              payment={{
                method: paymentMethod,
                onChange: setPaymentMethod,
                cod,
                totalBeforeFee: order.total - order.codFee,
              }}
              payLabel={
                paymentMethod === 'cod' ? 'Place order' : `Pay ${formatRupeesExact(order.total)}`
              }
              busy={checkout.busy}
              onPay={(address, billing, keep, whatsapp) =>
                void checkout.pay(address, billing, paymentMethod, keep, whatsapp)
              }
              onCancel={() => setCheckingOut(false)}
            />
          )}
        </section>
        <OrderSummary order={order} coupon={coupon}>
          <CouponEntry
            subtotal={paiseToRupees(order.subtotal)}
            items={orderLinesOf(cart.items)}
            coupon={coupon}
            refusal={order.couponRefusal}
            onChange={setCoupon}
          >
            {order.tooLarge && (
              <p
                id="order-too-large"
                role="alert"
                className="rounded-lg bg-red-50 p-3 text-sm text-red-700"
              >
                {order.tooLarge}
              </p>
            )}
            {!shopper && !(checkingOut && signingIn) && (
              <Button
                onClick={proceed}
                disabled={order.tooLarge !== null}
                aria-describedby={order.tooLarge ? 'order-too-large' : undefined}
                className="w-full"
              >
                Proceed to Checkout
              </Button>
            )}
          </CouponEntry>
        </OrderSummary>
      </div>
    </div>
  )
}
