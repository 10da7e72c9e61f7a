import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { useCart } from '#web/app/providers/cart-provider.tsx'
import { PageHeading } from '#web/components/ui/page-heading.tsx'
import { CartLine } from './cart-line.tsx'
import { OrderSummary } from './order-summary.tsx'
import { useCartRefresh } from './use-cart-refresh.ts'

export function CartPage() {
  const cart = useCart()
  useCartRefresh()

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

  return (
    <div className="pb-16">
      <PageHeading
        title="Shopping Cart"
        subtitle={`${cart.itemCount} ${cart.itemCount === 1 ? 'item' : 'items'} in your cart`}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 lg:grid-cols-[2fr_1fr]">
        <section aria-label="Cart items" className="space-y-4">
          <ul className="space-y-4">
            {cart.items.map((item) => (
              <CartLine key={item.id ?? item._id} item={item} />
            ))}
          </ul>
          <button
            type="button"
            onClick={clear}
            className="text-sm font-medium text-red-600 hover:underline"
          >
            Clear Cart
          </button>
        </section>
        <OrderSummary items={cart.items} />
      </div>
    </div>
  )
}
