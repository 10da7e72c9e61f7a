// How big and heavy an order's parcel is: each line's unit weight and packed size,
// from the product when it says so, otherwise its category's default, in the smallest standard
// box that holds them all. Couriers charge by the greater of this weight and the box's volume.
import type { Category } from '../product/catalogue.ts'

/** A packed unit: grams, and the cubic centimetres it takes in a box with its padding. */
export interface UnitSize {
  grams: number
  volume: number
}

/** What one unit of each category weighs and fills once wrapped (measured on the demo stock). */
export const CATEGORY_UNIT_SIZES: Record<Category, UnitSize> = {
  cases: { grams: 80, volume: 18 * 10 * 3 },
  'tempered-glass': { grams: 50, volume: 20 * 12 * 1.5 },
  chargers: { grams: 150, volume: 10 * 8 * 5 },
  accessories: { grams: 120, volume: 15 * 10 * 5 },
  'work-essentials': { grams: 400, volume: 30 * 20 * 8 },
}

/** A line whose product is gone packs as an accessory. */
const UNKNOWN_PRODUCT: UnitSize = CATEGORY_UNIT_SIZES.accessories

export interface Box {
  name: string
  lengthCm: number
  breadthCm: number
  heightCm: number
  /** The empty box and its filling. */
  grams: number
}

/** The boxes the warehouse keeps, smallest first. */
export const BOXES: readonly Box[] = [
  { name: 'Small', lengthCm: 22, breadthCm: 16, heightCm: 6, grams: 40 },
  { name: 'Medium', lengthCm: 30, breadthCm: 22, heightCm: 10, grams: 90 },
  { name: 'Large', lengthCm: 40, breadthCm: 30, heightCm: 15, grams: 180 },
]

/** Units never fill a box to its walls. */
const FILL = 0.8

export interface ParcelLine {
  category: Category | null
  quantity: number
  /** The product's own weight in grams, when known. */
  grams?: number | null
}

export interface Parcel {
  box: string
  weightGrams: number
  lengthCm: number
  breadthCm: number
  heightCm: number
}

const boxVolume = (box: Box) => box.lengthCm * box.breadthCm * box.heightCm

/** The parcel an order's lines make: the smallest box they fill at most 80 % of, or the largest. */
export function parcelFor(lines: readonly ParcelLine[]): Parcel {
  let grams = 0
  let volume = 0
  for (const line of lines) {
    const size = line.category ? CATEGORY_UNIT_SIZES[line.category] : UNKNOWN_PRODUCT
    grams += (line.grams ?? size.grams) * line.quantity
    volume += size.volume * line.quantity
  }
  const largest = BOXES[BOXES.length - 1] as Box
  const box = BOXES.find((candidate) => volume <= boxVolume(candidate) * FILL) ?? largest
  return {
    box: box.name,
    weightGrams: grams + box.grams,
    lengthCm: box.lengthCm,
    breadthCm: box.breadthCm,
    heightCm: box.heightCm,
  }
}
