import { describe, expect, it } from 'vitest'
import { BOXES, CATEGORY_UNIT_SIZES, parcelFor } from './parcel.ts'

describe('parcelFor', () => {
  it('packs one case in the small box, weighing the case and the box', () => {
    expect(parcelFor([{ category: 'cases', quantity: 1 }])).toEqual({
      box: 'Small',
      weightGrams: 80 + 40,
      lengthCm: 22,
      breadthCm: 16,
      heightCm: 6,
    })
  })

  it("adds each line's units, by the product's own weight when it has one", () => {
    const parcel = parcelFor([
      { category: 'cases', quantity: 2, grams: 95 },
      { category: 'tempered-glass', quantity: 1 },
    ])
    expect(parcel.weightGrams).toBe(2 * 95 + 50 + 40)
  })

  it('moves to a bigger box once the units would fill more than 80 % of a smaller one', () => {
    expect(parcelFor([{ category: 'cases', quantity: 3 }]).box).toBe('Small')
    expect(parcelFor([{ category: 'cases', quantity: 4 }]).box).toBe('Medium')
    expect(parcelFor([{ category: 'work-essentials', quantity: 1 }]).box).toBe('Medium')
    expect(parcelFor([{ category: 'work-essentials', quantity: 2 }]).box).toBe('Large')
  })

  it('uses the largest box when nothing holds them, and packs a vanished product as an accessory', () => {
    const many = parcelFor([{ category: 'work-essentials', quantity: 10 }])
    expect(many.box).toBe(BOXES[BOXES.length - 1]?.name)
    expect(many.weightGrams).toBe(10 * 400 + 180)
    expect(parcelFor([{ category: null, quantity: 1 }]).weightGrams).toBe(
      CATEGORY_UNIT_SIZES.accessories.grams + 40,
    )
  })
})
