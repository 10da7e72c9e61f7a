import { ShoppingCart } from 'lucide-react'
import { toast } from 'react-toastify'
import type { Product } from '#domain/product/product.ts'
import { useCart } from '#web/state/cart-provider.tsx'

export function AddToCartButton({
  product,
  quantity = 1,
  className = '',
}: {
  product: Product
  quantity?: number
  className?: string
}) {
  const { addToCart } = useCart()
  return (
    <button
      type="button"
      disabled={!product.inStock}
      onClick={() => {
        addToCart(product, quantity)
        toast.success('Added to cart!')
      }}
      className={`flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:bg-slate-300 ${className}`}
    >
      <ShoppingCart aria-hidden className="h-4 w-4" /> Add to Cart
    </button>
  )
}
