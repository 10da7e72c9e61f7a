import { SlidersHorizontal } from 'lucide-react'
import { Link } from 'react-router'
import { productPath } from '#domain/product/product-id.ts'
import type { Product } from '#domain/product/product.ts'
import { usePhoneChoice } from '#web/state/phone-choice.ts'
import { AddToCartButton } from './add-to-cart-button.tsx'
import { quickAddVariant } from '#web/components/phone/phone-fit.ts'

/** A card's button: adds the product when it is clear which variant, else leads to choosing one. */
export function QuickAdd({ product, className = '' }: { product: Product; className?: string }) {
  const phone = usePhoneChoice()
  const variant = quickAddVariant(product, phone?.model)
  if (variant) return <AddToCartButton product={product} variant={variant} className={className} />
  return (
    <Link
      to={productPath(product)}
      className={`flex items-center justify-center gap-2 rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 ${className}`}
    >
      <SlidersHorizontal aria-hidden className="h-4 w-4" /> Choose Options
    </Link>
  )
}
