// What a parcel of some order lines holds, as the courier is told it: each line's name, SKU,
// units and value, and the box and weight they make together.
import type { Category } from '#domain/product/catalogue.ts'
import { nameWithVariant } from '#domain/product/variant.ts'
import { parcelFor } from '#domain/shipping/parcel.ts'
import type { OrderItem } from '../../db/schema/index.ts'
import type { BookingLine } from './courier.ts'

/** An order line going in the parcel, with its product's category and weight (null if gone). */
export interface PackedLine {
  item: OrderItem
  units: number
  category: string | null
  grams: number | null
}

/**
 * The booking's lines and the parcel. `instead` names what goes in place of each line's own
 * variant: an exchange ships the variant asked for, under its own label and SKU.
 */
export function packedGoods(packed: PackedLine[], instead?: { label: string; sku: string }) {
  const parcel = parcelFor(
    packed.map(({ units, category, grams }) => ({
      category: category as Category | null,
      quantity: units,
      grams,
    })),
  )
  const lines: BookingLine[] = packed.map(({ item, units }) => ({
    name: nameWithVariant(
      item.productSnapshot.name,
      instead?.label ?? item.productSnapshot.variant ?? '',
    ),
    sku: instead?.sku ?? item.productSnapshot.sku ?? item.variantId ?? item.id,
    units,
    unitPrice: item.unitDisplayPrice,
    hsn: item.hsnCode,
  }))
  return { lines, parcel }
}
