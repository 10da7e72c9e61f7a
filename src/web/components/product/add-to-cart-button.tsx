import { ShoppingCart } from 'lucide-react'
import { toast } from '#web/lib/toast.tsx'
import { PER_PRODUCT_CAP } from '#domain/order/limits.ts'
import type { Product, Variant } from '#domain/product/product.ts'
import { useCart } from '#web/state/cart-provider.tsx'

/** Adds this variant of the product; disabled when it can't be sold. */
export function AddToCartButton({
  product,
  variant,
  quantity = 1,
  className = '',
}: {
  product: Product
  variant: Variant | undefined
  quantity?: number
  className?: string
}) {
  const { addToCart } = useCart()
  const sellable =
    product.inStock && variant !== undefined && variant.availability !== 'out_of_stock'
  return (
    <button
      type="button"
      disabled={!sellable}
      onClick={() => {
        if (!variant) return
        const added = addToCart(product, variant, quantity)
        if (added > 0) toast.success('Added to cart!')
        if (added < quantity) toast.info(PER_PRODUCT_CAP)
      }}
      className={`flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:bg-slate-300 ${className}`}
    >
      <ShoppingCart aria-hidden className="h-4 w-4" /> Add to Cart
    </button>
  )
}
