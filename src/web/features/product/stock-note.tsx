import type { Variant } from '#domain/product/product.ts'

function note(inStock: boolean, variant: Variant | undefined) {
  if (!inStock || !variant) return { text: '✗ Out of stock', tone: 'text-red-600' }
  switch (variant.availability) {
    case 'out_of_stock':
      return { text: '✗ Sold out', tone: 'text-red-600' }
    case 'low_stock':
      return { text: `Only ${variant.left} left`, tone: 'text-amber-700' }
    case 'in_stock':
      return { text: '✓ In stock', tone: 'text-green-700' }
  }
}

/** Whether the chosen variant can be bought, with the units left when they are few. */
export function StockNote({
  id,
  inStock,
  variant,
}: {
  id?: string
  inStock: boolean
  variant: Variant | undefined
}) {
  const { text, tone } = note(inStock, variant)
  return (
    <p id={id} aria-live="polite" className={`font-medium ${tone}`}>
      {text}
    </p>
  )
}
