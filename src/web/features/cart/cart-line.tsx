import { Minus, Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { CART_LINE_FEATURE_COUNT } from '#domain/limits.ts'
import { formatRupees, rupeesToPaise } from '#domain/money.ts'
import { onlyLeft, quantityLimit } from '#domain/order/limits.ts'
import { productId, productPath } from '#domain/product/product-id.ts'
import { displayPrice } from '#domain/pricing.ts'
import { nameWithVariant } from '#domain/product/variant.ts'
import { type CartItem, lineVariant, roomFor } from '#web/state/cart-state.ts'
import { useCart } from '#web/state/cart-provider.tsx'

export function CartLine({ item }: { item: CartItem }) {
  const { items, updateQuantity, removeFromCart } = useCart()
  const id = productId(item) ?? ''
  const unit = displayPrice(rupeesToPaise(item.price), item.gstRate)
  const label = item.variantLabel
  const name = nameWithVariant(item.name, label)
  const variant = lineVariant(item)
  const soldOut = !item.inStock || !variant || variant.availability === 'out_of_stock'
  const limit = quantityLimit(roomFor(items, id, item.variantId), variant?.left)
  const atMost = item.quantity >= limit.most
  const stopped = soldOut || atMost
  // The stock note above already says "Only N left"; the cap's reason appears under the buttons.
  const stockNoteId = useId()
  const capNoteId = useId()
  return (
    <li
      className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:gap-4 sm:p-4"
      aria-label={name}
    >
      <Link
        to={productPath({ id, slug: item.slug })}
        tabIndex={-1}
        aria-hidden
        className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:h-24 sm:w-24"
      >
        <img src={item.image} alt="" className="h-full w-full object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs text-slate-500">{item.brand}</p>
        <Link
          to={productPath({ id, slug: item.slug })}
          className="font-semibold text-slate-900 hover:text-brand-700"
        >
          {item.name}
        </Link>
        {label && <p className="text-sm font-medium text-slate-700">{label}</p>}
        <ul className="text-sm text-slate-600">
          {item.features.slice(0, CART_LINE_FEATURE_COUNT).map((f) => (
            <li key={f}>• {f}</li>
          ))}
        </ul>
        {soldOut ? (
          <p id={stockNoteId} className="text-sm font-medium text-red-600">
            ✗ Out of stock
          </p>
        ) : (
          variant.left !== undefined && (
            <p id={stockNoteId} className="text-sm font-medium text-amber-700">
              {onlyLeft(variant.left)}
            </p>
          )
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <div
            className="flex items-center rounded-lg border border-slate-300"
            role="group"
            aria-label={`Quantity of ${name}`}
          >
            <button
              type="button"
              aria-label="Decrease quantity"
              onClick={() => updateQuantity(item.variantId, item.quantity - 1)}
              className="p-2 hover:bg-slate-100"
            >
              <Minus aria-hidden className="h-4 w-4" />
            </button>
            <span className="min-w-8 text-center font-medium" aria-live="polite">
              {item.quantity}
            </span>
            <button
              type="button"
              aria-label="Increase quantity"
              disabled={stopped}
              aria-describedby={
                stopped ? (soldOut || limit.byStock ? stockNoteId : capNoteId) : undefined
              }
              onClick={() => updateQuantity(item.variantId, item.quantity + 1)}
              className="p-2 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent"
            >
              <Plus aria-hidden className="h-4 w-4" />
            </button>
          </div>
          <div className="ml-auto flex items-center gap-2">
            <p className="font-semibold text-slate-900">{formatRupees(unit * item.quantity)}</p>
            <button
              type="button"
              onClick={() => removeFromCart(item.variantId)}
              aria-label={`Remove ${name}`}
              className="rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-600"
            >
              <Trash2 aria-hidden className="h-5 w-5" />
            </button>
          </div>
        </div>
        {stopped && !soldOut && !limit.byStock && (
          <p id={capNoteId} className="text-sm text-slate-600">
            {limit.reason}
          </p>
        )}
      </div>
    </li>
  )
}
