// Cart state, one line per variant: pure, so the provider and the tests share one set
// of rules.
import { mergeCartLines } from '#domain/cart/cart-merge.ts'
import { DEFAULT_GST_RATE } from '#domain/gst.ts'
import { MAX_QUANTITY_PER_LINE } from '#domain/order/limits.ts'
import type { OrderLine } from '#domain/order/order-lines.ts'
import { productId } from '#domain/product/product-id.ts'
import type { Product, Variant } from '#domain/product/product.ts'
import { variantLabel } from '#domain/product/variant.ts'

/** A product as the server last described it, priced and pictured as the variant the line sells. */
export interface CartItem extends Product {
  quantity: number
  variantId: string
  /** The variant's option values in the product's order, e.g. "iPhone 16 / Black"; empty for one variant. */
  variantLabel: string
}

export type CartAction =
  | { type: 'add'; product: Product; variant: Variant; quantity?: number }
  | { type: 'update'; variantId: string; quantity: number }
  | { type: 'remove'; variantId: string }
  | { type: 'clear' }
  | { type: 'refresh'; products: Product[] }
  /**
   * The lines read back from the browser's storage once a page the server rendered has hydrated;
   * lines added while it hydrated, before the read, join them.
   */
  | { type: 'restore'; items: CartItem[] }
  /**
   * Lines from elsewhere (the cart kept for the shopper, a reminder's link) joined with these as
   * sign-in merges them; `products` describe the lines this cart doesn't hold yet.
   */
  | { type: 'merge'; lines: OrderLine[]; products: Product[] }

/** The lines as checkout and the coupon check send them. */
export const orderLinesOf = (items: CartItem[]): OrderLine[] =>
  items.map((item) => ({
    productId: productId(item) ?? '',
    variantId: item.variantId,
    quantity: item.quantity,
  }))

export function cartLine(product: Product, variant: Variant, quantity: number): CartItem {
  return {
    ...product,
    price: variant.price,
    originalPrice: variant.originalPrice,
    image: variant.image,
    variantId: variant.id,
    variantLabel: variantLabel(variant.options, product.options),
    quantity,
  }
}

/**
 * How many more units of a product the cart may take: the order's cap counts a product across all
 * its variants' lines, as the server does.
 */
export function roomFor(items: CartItem[], id: string, exceptVariantId?: string): number {
  const held = items
    .filter((item) => productId(item) === id && item.variantId !== exceptVariantId)
    .reduce((sum, item) => sum + item.quantity, 0)
  return Math.max(0, MAX_QUANTITY_PER_LINE - held)
}

export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'restore':
      // Nothing stored leaves the cart as it is, the same list, so nothing that shows it redraws.
      return action.items.length === 0 ? items : items.reduce(joinLine, action.items)
    case 'add': {
      const id = productId(action.product)
      if (!id) {
        console.error('Cannot add a product without an id to the cart', action.product)
        return items
      }
      const quantity = Math.min(action.quantity ?? 1, roomFor(items, id))
      if (quantity <= 0) return items
      const line = items.find((item) => item.variantId === action.variant.id)
      if (line) {
        return items.map((item) =>
          item === line ? { ...item, quantity: item.quantity + quantity } : item,
        )
      }
      return [...items, cartLine(action.product, action.variant, quantity)]
    }
    case 'update': {
      if (!action.variantId) return rejectEmptyId(items)
      if (action.quantity <= 0) return items.filter((item) => item.variantId !== action.variantId)
      return items.map((item) =>
        item.variantId === action.variantId
          ? {
              ...item,
              quantity: Math.min(
                action.quantity,
                roomFor(items, productId(item) ?? '', item.variantId),
              ),
            }
          : item,
      )
    }
    case 'remove':
      if (!action.variantId) return rejectEmptyId(items)
      return items.filter((item) => item.variantId !== action.variantId)
    case 'clear':
      return []
    case 'refresh':
      return refreshLines(items, action.products)
    case 'merge':
      return mergeLines(items, action.lines, action.products)
  }
}

/**
 * Every variant either side holds, at the larger quantity, within the per-product cap
 * (`mergeCartLines`); a line for a product or variant the shop no longer has is left out.
 */
export function mergeLines(items: CartItem[], lines: OrderLine[], products: Product[]): CartItem[] {
  const byId = new Map(products.map((p) => [productId(p), p]))
  const merged = mergeCartLines<OrderLine>(orderLinesOf(items), lines)
  return merged.flatMap((line) => {
    const own = items.find((item) => item.variantId === line.variantId)
    if (own) return [own.quantity === line.quantity ? own : { ...own, quantity: line.quantity }]
    const product = byId.get(line.productId)
    const variants = product?.variants ?? []
    const variant = line.variantId
      ? variants.find((v) => v.id === line.variantId)
      : variants.length === 1
        ? variants[0]
        : undefined
    return product && variant ? [cartLine(product, variant, line.quantity)] : []
  })
}

/** `line` added to `items`, as many of its units as the product's cap leaves room for. */
function joinLine(items: CartItem[], line: CartItem): CartItem[] {
  const quantity = Math.min(line.quantity, roomFor(items, productId(line) ?? ''))
  if (quantity <= 0) return items
  const same = items.find((item) => item.variantId === line.variantId)
  if (!same) return [...items, { ...line, quantity }]
  return items.map((item) =>
    item === same ? { ...item, quantity: item.quantity + quantity } : item,
  )
}

function rejectEmptyId(items: CartItem[]): CartItem[] {
  console.error('A cart line needs a variant id')
  return items
}

export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** The line's variant as the product's snapshot describes it, if it still exists. */
export function lineVariant(item: CartItem): Variant | undefined {
  return item.variants.find((variant) => variant.id === item.variantId)
}

function freshVariant(item: CartItem, products: Map<string | undefined, Product>) {
  const product = products.get(productId(item))
  const variant = product?.variants.find((v) => v.id === item.variantId)
  return product && variant ? { product, variant } : undefined
}

/** Lines carry the product as the server last described it; only the quantity is the shopper's. */
function refreshLines(items: CartItem[], products: Product[]): CartItem[] {
  const current = new Map(products.map((p) => [productId(p), p]))
  return items.map((item) => {
    const fresh = freshVariant(item, current)
    return fresh ? cartLine(fresh.product, fresh.variant, item.quantity) : item
  })
}

export type CartChange = Pick<CartItem, 'name' | 'variantLabel'> &
  (
    | { change: 'price' | 'out-of-stock' | 'unavailable' }
    /** Fewer units left than the line holds. */
    | { change: 'low'; left: number }
  )

/** What differs between the cart and the products the server just sent, line by line. */
export function cartChanges(items: CartItem[], products: Product[]): CartChange[] {
  const current = new Map(products.map((p) => [productId(p), p]))
  return items.flatMap((item): CartChange[] => {
    const line = { name: item.name, variantLabel: item.variantLabel }
    const fresh = freshVariant(item, current)
    if (!fresh) return [{ ...line, change: 'unavailable' }]
    const { product, variant } = fresh
    if (!product.inStock || variant.availability === 'out_of_stock')
      return [{ ...line, change: 'out-of-stock' }]
    if (variant.left !== undefined && variant.left < item.quantity)
      return [{ ...line, change: 'low', left: variant.left }]
    // The shelf price moves with the pre-tax price or the product's GST rate.
    const rate = item.gstRate ?? DEFAULT_GST_RATE
    if (variant.price !== item.price || product.gstRate !== rate) {
      return [{ ...line, change: 'price' }]
    }
    return []
  })
}
