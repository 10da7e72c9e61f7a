// Saving the options and variants of the product form, in the transaction that saves the product.
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { VARIANT_MESSAGES, type VariantForm } from '#domain/product/admin-variants.ts'
import type { ProductForm } from '#domain/product/admin-products.ts'
import { PHONE_MODEL_MESSAGES } from '#domain/product/phone-model-admin.ts'
import {
  defaultSku,
  LOW_STOCK_THRESHOLD,
  PHONE_MODEL_OPTION,
  type ProductOption,
  variantLabel,
} from '#domain/product/variant.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  type NewProductVariant,
  phoneModels,
  type ProductVariant,
  productVariants,
  stockMovements,
} from '../../db/schema/index.ts'
import { databaseError } from '../../lib/database-errors.ts'
import { badRequest, conflict } from '../../lib/http-error.ts'

interface Saving {
  productId: string
  form: ProductForm
  /** The staff member saving, for the stock ledger. */
  userId: string
  creating: boolean
}

/**
 * A form without variants gives a new product its one variant (counted when `stock` is given) and
 * sets an edited one-variant product's stock when it is given, else leaves the variants alone;
 * with variants it makes the product's variants match.
 */
export async function saveVariants(tx: DbOrTx, saving: Saving) {
  const { form } = saving
  if (form.variants?.length) return replaceVariants(tx, saving, form.options ?? [], form.variants)
  if (saving.creating) {
    return insertVariant(tx, saving, {
      sku: defaultSku(saving.productId),
      stock: form.stock ?? null,
    })
  }
  if (form.stock === undefined) return
  const variants = await lockedVariants(tx, saving.productId)
  const [only] = variants
  if (!only || variants.length > 1) throw badRequest(VARIANT_MESSAGES.stockPerVariant)
  await updateVariant(tx, saving, only, { sku: only.sku, stock: form.stock })
}

export function lockedVariants(tx: DbOrTx, productId: string) {
  return tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update')
}

async function replaceVariants(
  tx: DbOrTx,
  saving: Saving,
  options: ProductOption[],
  variants: VariantForm[],
) {
  const { productId } = saving
  const existing = saving.creating ? [] : await lockedVariants(tx, productId)
  const models = await phoneModelIds(tx, options, existing)
  const byId = new Map(existing.map((v) => [v.id, v]))
  const kept = new Set(variants.flatMap((v) => (v.id ? [v.id] : [])))
  for (const id of kept) if (!byId.has(id)) throw badRequest(VARIANT_MESSAGES.notFound)

  const removed = existing.filter((v) => !kept.has(v.id))
  const held = removed.find((v) => v.reserved > 0)
  if (held)
    throw conflict(
      VARIANT_MESSAGES.removeReserved(variantLabel(held.options, options), held.reserved),
    )
  if (removed.length > 0) {
    await tx.delete(productVariants).where(
      inArray(
        productVariants.id,
        removed.map((v) => v.id),
      ),
    )
  }
  // Frees the kept variants' SKUs first, so two variants may swap theirs.
  if (kept.size > 0) {
    await tx
      .update(productVariants)
      .set({ sku: sql`${productVariants.id}::text` })
      .where(inArray(productVariants.id, [...kept]))
  }

  for (const [position, variant] of variants.entries()) {
    const values = {
      sku: variant.sku,
      options: variant.options,
      phoneModelId: models.get(variant.options[PHONE_MODEL_OPTION] ?? '') ?? null,
      stock: variant.stock,
      priceOverride: variant.price ?? null,
      originalPriceOverride: variant.originalPrice ?? null,
      image: variant.image ?? null,
      lowStockThreshold: variant.lowStockThreshold ?? LOW_STOCK_THRESHOLD,
      position,
    }
    const before = variant.id ? byId.get(variant.id) : undefined
    if (before) await updateVariant(tx, saving, before, values)
    else await insertVariant(tx, saving, values)
  }
}

type VariantValues = Omit<NewProductVariant, 'productId' | 'stock'> & {
  sku: string
  stock?: number | null
}

async function insertVariant(tx: DbOrTx, saving: Saving, values: VariantValues) {
  const [row] = await skuChecked(values.sku, () =>
    tx
      .insert(productVariants)
      .values({ ...values, stock: values.stock ?? null, productId: saving.productId })
      .returning({ id: productVariants.id }),
  )
  if (row && values.stock) await recordFormChange(tx, row.id, values.stock, saving.userId)
}

async function updateVariant(
  tx: DbOrTx,
  saving: Saving,
  before: ProductVariant,
  values: VariantValues,
) {
  const { stock } = values
  if (typeof stock === 'number' && stock < before.reserved) {
    throw conflict(
      VARIANT_MESSAGES.reservedBelow(
        variantLabel(before.options, saving.form.options ?? []),
        before.reserved,
      ),
    )
  }
  await skuChecked(values.sku, () =>
    tx
      .update(productVariants)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(productVariants.id, before.id)),
  )
  // Stopping the count records nothing: no units moved.
  if (typeof stock !== 'number' || stock === before.stock) return
  await recordFormChange(tx, before.id, stock - (before.stock ?? 0), saving.userId)
}

async function recordFormChange(tx: DbOrTx, variantId: string, delta: number, userId: string) {
  if (delta === 0) return
  await tx.insert(stockMovements).values({
    variantId,
    kind: 'adjustment',
    delta,
    reason: VARIANT_MESSAGES.formAdjustment,
    userId,
  })
}

/** Runs a write that sets a SKU, turning a clash with another product's variant into a 409. */
async function skuChecked<T>(sku: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const fields = databaseError(error)
    if (fields?.sqlState === '23505' && fields.constraint?.includes('sku')) {
      throw conflict(VARIANT_MESSAGES.skuTaken(sku))
    }
    throw error
  }
}

/**
 * The phone model table's id for each value of the "Phone model" option; 400 for a name it lacks,
 * and for an inactive model the product's variants didn't already fit (old variants keep theirs).
 */
async function phoneModelIds(tx: DbOrTx, options: ProductOption[], existing: ProductVariant[]) {
  const names = options.find((o) => o.name === PHONE_MODEL_OPTION)?.values ?? []
  if (names.length === 0) return new Map<string, string>()
  const rows = await tx
    .select({ id: phoneModels.id, name: phoneModels.name, active: phoneModels.active })
    .from(phoneModels)
    .where(inArray(phoneModels.name, names))
  const ids = new Map(rows.map((r) => [r.name, r.id]))
  const unknown = names.find((name) => !ids.has(name))
  if (unknown !== undefined) throw badRequest(VARIANT_MESSAGES.unknownPhoneModel(unknown))
  const fitted = new Set(existing.map((v) => v.phoneModelId))
  const retired = rows.find((r) => !r.active && !fitted.has(r.id))
  if (retired) throw badRequest(PHONE_MODEL_MESSAGES.inactive(retired.name))
  return ids
}
