// Kept apart from the zod schemas so the browser's main bundle needs no zod to read a stored id.

/** The id a stored or fetched product goes by: `id`, falling back to `_id`. */
export function productId(product: { id?: unknown; _id?: unknown }): string | undefined {
  const id = product.id ?? product._id
  return typeof id === 'string' && id ? id : undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether an id sent by a browser can be a stored product's id at all (the database's uuid form). */
export const isUuid = (id: string): boolean => UUID.test(id)

/**
 * A product's page: /product/<slug>, or by its id for a copy a browser stored before products had
 * slugs (the id's address leads to the slug's).
 */
export const productPath = (product: { id: string; slug?: string }) =>
  `/product/${product.slug ?? product.id}`
