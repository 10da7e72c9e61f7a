// Wishlist state: a list of products, each at most once.
import { productId } from '#domain/product/product-id.ts'
import type { Product } from '#domain/product/product.ts'

export function addToWishlist(items: Product[], product: Product): Product[] {
  const id = productId(product)
  if (!id) {
    console.error('Cannot add a product without an id to the wishlist', product)
    return items
  }
  return items.some((item) => productId(item) === id) ? items : [...items, product]
}

export function removeFromWishlist(items: Product[], id: string): Product[] {
  if (!id) return items
  return items.filter((item) => productId(item) !== id)
}

/** Saved products; one saved before products had variants gets none, so it is chosen on its page. */
export function loadWishlistItems(stored: unknown): Product[] {
  if (!Array.isArray(stored)) return []
  return stored
    .filter(
      (item): item is Product =>
        typeof item === 'object' && item !== null && productId(item as Product) !== undefined,
    )
    .map((item) =>
      Array.isArray(item.variants) && Array.isArray(item.options)
        ? item
        : { ...item, options: [], variants: [] },
    )
}
