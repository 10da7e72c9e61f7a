import { describe, expect, it } from 'vitest'
import { planSearch, type SearchLexicon } from './search-plan.ts'

const lexicon: SearchLexicon = {
  synonyms: [
    { term: 'tempered glass', words: ['screen guard', 'screen protector'] },
    { term: 'case', words: ['back cover', 'mobile cover', 'cover'] },
    { term: 'usb-c', words: ['type c'] },
  ],
  models: [
    { slug: 'iphone-16', names: ['iPhone 16', 'A3081'] },
    { slug: 'iphone-16-pro', names: ['iPhone 16 Pro', '16 Pro'] },
    { slug: 'galaxy-s24-fe', names: ['Galaxy S24 FE', 'S24 FE', 'SM-S721'] },
    { slug: 'oneplus-nord', names: ['Nord'] },
  ],
}

describe('planSearch', () => {
  it('finds the longest phone model name anywhere in the search and drops its words', () => {
    expect(planSearch('iphone 16 pro case', lexicon)).toEqual({
      model: 'iphone-16-pro',
      units: [{ typed: ['case'] }],
    })
    expect(planSearch('clear iPhone16', lexicon)).toEqual({
      model: 'iphone-16',
      units: [{ typed: ['clear'] }],
    })
    expect(planSearch('galaxy s24 fe glass', lexicon).model).toBe('galaxy-s24-fe')
    expect(planSearch('sm-s721', lexicon)).toEqual({ model: 'galaxy-s24-fe', units: [] })
  })

  it('does not take a name without a digit for a model', () => {
    expect(planSearch('nord case', lexicon).model).toBeUndefined()
  })

  it('reads the longest synonym and keeps what the shopper typed beside the shop’s word', () => {
    expect(planSearch('s24 fe back cover', lexicon)).toEqual({
      model: 'galaxy-s24-fe',
      units: [{ typed: ['back', 'cover'], term: ['case'] }],
    })
    expect(planSearch('Screen Guard', lexicon).units).toEqual([
      { typed: ['screen', 'guard'], term: ['tempered', 'glass'] },
    ])
    expect(planSearch('type-c cable', lexicon).units).toEqual([
      { typed: ['type', 'c'], term: ['usb', 'c'] },
      { typed: ['cable'] },
    ])
  })

  it('keeps the words of a hyphenated word together, and other words apart', () => {
    expect(planSearch('work-essentials', lexicon).units).toEqual([
      { typed: ['work', 'essentials'] },
    ])
    expect(planSearch('work essentials', lexicon).units).toEqual([
      { typed: ['work'] },
      { typed: ['essentials'] },
    ])
  })

  it('reads everything as typed with an empty lexicon', () => {
    expect(planSearch('iphone 16 cover', { synonyms: [], models: [] })).toEqual({
      units: [{ typed: ['iphone'] }, { typed: ['16'] }, { typed: ['cover'] }],
    })
  })
})
