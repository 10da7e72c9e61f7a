import { describe, expect, it } from 'vitest'
import { SearchSynonymSchema, synonymClash } from './search-synonym.ts'

describe('SearchSynonymSchema', () => {
  it('keeps words lower-case, tidied and once each, without the shop’s own word (hyphens read as spaces)', () => {
    expect(
      SearchSynonymSchema.parse({
        term: ' USB-C ',
        words: ['Type  C', 'type c', 'usb c', 'usb-c'],
      }),
    ).toEqual({ term: 'usb-c', words: ['type c'] })
  })

  it('needs a word besides the shop’s own', () => {
    expect(SearchSynonymSchema.safeParse({ term: 'case', words: ['Case'] }).success).toBe(false)
  })
})

describe('synonymClash', () => {
  const kept = [{ id: 'a', term: 'case', words: ['cover', 'back cover'] }]

  it('gives a word one meaning, hyphens read as spaces', () => {
    expect(synonymClash({ term: 'glass', words: ['back-cover'] }, kept)).toBe(
      '"back-cover" already means "case"',
    )
    expect(synonymClash({ term: 'cover', words: ['lid'] }, kept)).toBe(
      '"cover" already means "case"',
    )
    expect(synonymClash({ term: 'glass', words: ['case'] }, kept)).toBe(
      '"case" already means "case"',
    )
  })

  it('gives a shop word one group, but lets a group keep its own words', () => {
    expect(synonymClash({ term: 'Case', words: ['shell'] }, kept)).toBe(
      '"case" already has its synonyms',
    )
    expect(synonymClash({ id: 'a', term: 'case', words: ['cover'] }, kept)).toBeUndefined()
  })
})
