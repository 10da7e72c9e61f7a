import { describe, expect, it } from 'vitest'
import type { ReturnOffer } from '#domain/order/returns.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { checkDraft, exchangeChoice, newDraft, refusalErrors } from './return-draft.ts'

const CASE = '6f1c1a52-0b5e-4f7e-9a47-1d3c5b2e9a10'
const GLASS = '0a4d7c21-93b8-4e0f-8c11-5e2f6a7b8c90'
const ULTRA = { variantId: '9b2e4f60-1c3d-4a5b-8e7f-0a1b2c3d4e5f', label: 'Galaxy S25 Ultra' }
const offer: ReturnOffer = {
  until: '2026-12-04T18:29:00.000Z',
  items: [
    {
      orderItemId: CASE,
      returnable: 1,
      couponApplies: true,
      askedBackAmount: 0,
      exchangeFor: [ULTRA],
    },
    { orderItemId: GLASS, returnable: 2, couponApplies: true, askedBackAmount: 0, exchangeFor: [] },
  ],
}

describe('newDraft', () => {
  it('chooses the one line left to send back, and nothing when there are more', () => {
    const one = { ...offer, items: offer.items.map((line, i) => ({ ...line, returnable: i })) }
    expect(newDraft(one).units).toEqual({ [GLASS]: 1 })
    expect(newDraft(offer).units).toEqual({})
  })
})

describe('exchangeChoice', () => {
  it('offers the other models of the one line chosen', () => {
    expect(exchangeChoice(offer, { [CASE]: 1 })).toEqual({ options: [ULTRA], refusal: null })
  })

  it('says why there is nothing to exchange for', () => {
    expect(exchangeChoice(offer, {}).refusal).toBe('Choose the item to exchange first')
    expect(exchangeChoice(offer, { [CASE]: 1, [GLASS]: 1 }).refusal).toBe(
      'Exchange one item at a time',
    )
    expect(exchangeChoice(offer, { [GLASS]: 2 }).refusal).toMatch(/^No other model or colour/)
  })
})

describe('checkDraft', () => {
  const draft = { ...newDraft(offer), units: { [CASE]: 1 } }

  it('makes the request, leaving out what was not given', () => {
    expect(checkDraft({ ...draft, reason: 'damaged', comment: '  ' })).toEqual({
      request: {
        items: [{ orderItemId: CASE, quantity: 1 }],
        reason: 'damaged',
        resolution: 'refund',
      },
    })
    const exchange = { ...draft, reason: 'wrong_model' as const, resolution: 'exchange' as const }
    expect(checkDraft({ ...exchange, exchangeVariantId: ULTRA.variantId }).request).toMatchObject({
      resolution: 'exchange',
      exchangeVariantId: ULTRA.variantId,
    })
  })

  it('names what is missing beside its field', () => {
    expect(checkDraft(newDraft(offer)).errors).toEqual({
      items: 'Choose at least one item to return',
      reason: 'Choose why you are returning it',
    })
    const exchange = { ...draft, reason: 'wrong_model' as const, resolution: 'exchange' as const }
    expect(checkDraft(exchange).errors).toEqual({
      exchangeVariantId: 'Choose the model or colour you want instead',
    })
  })
})

describe('refusalErrors', () => {
  it('puts a refusal naming a field beside it, a line’s by its list', () => {
    const error = new ApiError('Only 1 of Rugged Case can still be returned', 400, [
      { path: 'items.0.quantity', message: 'Only 1 of Rugged Case can still be returned' },
    ])
    expect(refusalErrors(error)).toEqual({ items: 'Only 1 of Rugged Case can still be returned' })
  })

  it('shows a refusal naming no field under the form, or the fallback when nothing answered', () => {
    expect(refusalErrors(new ApiError('Returns closed', 409))).toEqual({ form: 'Returns closed' })
    expect(refusalErrors(new ApiError('', 0))).toEqual({ form: FALLBACK_TEXTS.returnRequest })
  })
})
