// The words Indian shoppers type for what the demo catalogue calls by another name.
import type { SearchSynonym } from '#domain/product/search-synonym.ts'

export const DEMO_SEARCH_SYNONYMS: SearchSynonym[] = [
  {
    term: 'tempered glass',
    words: [
      'screen guard',
      'screen protector',
      'screen glass',
      'glass guard',
      'screen guard glass',
    ],
  },
  {
    term: 'case',
    words: ['back cover', 'mobile cover', 'phone cover', 'cover', 'mobile case', 'phone case'],
  },
  {
    term: 'charger',
    words: ['adapter', 'fast charger', 'wall charger', 'mobile charger', 'power adapter'],
  },
  {
    term: 'earbuds',
    words: ['earphones', 'earphone', 'earbud', 'tws', 'headphones', 'headphone', 'earpods'],
  },
  { term: 'usb-c', words: ['type c', 'typec', 'usbc'] },
  { term: 'power bank', words: ['powerbank'] },
]
