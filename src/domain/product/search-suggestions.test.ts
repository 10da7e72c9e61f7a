import { describe, expect, it } from 'vitest'
import { planSearch, type SearchLexicon } from './search-plan.ts'
import {
  beginsWordsOf,
  completedSearch,
  type NamedPhone,
  suggestedCategories,
  suggestedPhones,
} from './search-suggestions.ts'

const LEXICON: SearchLexicon = {
  synonyms: [{ term: 'tempered glass', words: ['screen guard'] }],
  models: [{ slug: 'iphone-16', names: ['iPhone 16'] }],
}

const phone = (model: string, slug: string, releaseYear: number, aliases: string[] = []) =>
  ({ brand: 'Any', model, slug, releaseYear, names: [model, ...aliases] }) satisfies NamedPhone

const PHONES = [
  phone('iPhone 15', 'iphone-15', 2023),
  phone('iPhone 16', 'iphone-16', 2024),
  phone('Galaxy S24 FE', 'galaxy-s24-fe', 2024, ['SM-S721']),
]

const categories = (search: string) =>
  suggestedCategories(planSearch(search, LEXICON)).map((c) => c.label)
const phones = (search: string) =>
  suggestedPhones(search, planSearch(search, LEXICON), PHONES).map((p) => p.model)

describe('beginsWordsOf', () => {
  it('needs each typed word to begin a word of the name, in any order', () => {
    expect(beginsWordsOf('Galaxy S24 FE', ['s24', 'f'])).toBe(true)
    expect(beginsWordsOf('Galaxy S24 FE', ['fe', 'gal'])).toBe(true)
    expect(beginsWordsOf('Galaxy S24 FE', ['24'])).toBe(false)
    expect(beginsWordsOf('SM-S721', ['s721'])).toBe(true)
    expect(beginsWordsOf('Galaxy S24 FE', [])).toBe(false)
  })
})

describe('completedSearch', () => {
  const synonyms = [
    { term: 'tempered glass', words: ['screen guard', 'screen protector'] },
    { term: 'tws', words: ['earphones', 'earbuds'] },
  ]

  it('completes the last words to the shortest shopper’s phrase they begin', () => {
    expect(completedSearch('screen gu', synonyms)).toBe('screen guard')
    expect(completedSearch('Screen', synonyms)).toBe('screen guard')
    expect(completedSearch('iphone 16 screen p', synonyms)).toBe('iphone 16 screen protector')
    expect(completedSearch('ear', synonyms)).toBe('earbuds')
  })

  it('leaves a whole phrase, a short start and other words as typed', () => {
    expect(completedSearch('screen guard', synonyms)).toBe('screen guard')
    expect(completedSearch('ea', synonyms)).toBe('ea')
    expect(completedSearch('clear case', synonyms)).toBe('clear case')
  })
})

describe('suggestedCategories', () => {
  it('offers the categories and subcategories the words begin', () => {
    expect(categories('cas')).toEqual(['Cases'])
    expect(categories('desk')).toEqual(['Desk Setup'])
    expect(categories('work')).toEqual(['Work Essentials'])
  })

  it('reads a synonym as the shop’s word and sets a named phone aside', () => {
    expect(categories('screen guard')).toEqual(['Tempered Glass'])
    expect(categories('iphone 16 case')).toEqual(['Cases'])
    expect(categories('iphone 16')).toEqual([])
  })

  it('offers none for a single letter', () => {
    expect(categories('c')).toEqual([])
  })
})

describe('suggestedPhones', () => {
  it('puts the phone the search names first, then those it begins, newest first', () => {
    expect(phones('iphone 16 case')).toEqual(['iPhone 16'])
    expect(phones('iph')).toEqual(['iPhone 16', 'iPhone 15'])
    expect(phones('sm-s7')).toEqual(['Galaxy S24 FE'])
  })

  it('offers none for a single letter, unless it names one', () => {
    expect(phones('i')).toEqual([])
  })
})
