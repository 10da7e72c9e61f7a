// What the search box offers as a shopper types: products, the shop's categories and phone models.
import { z } from 'zod'
import { singleLineText } from '../text.ts'
import { CATEGORY_LABELS, SUBCATEGORY_LABELS, type Category } from './catalogue.ts'
import { ProductSchema } from './product.ts'
import { phraseWords, type SearchPlan, type SynonymGroup } from './search-plan.ts'

/** The most suggestions of each kind. */
export const SUGGESTIONS_PER_KIND = 5
/** Fewer letters than this suggest no phone models or categories: "s" begins too many. */
export const SUGGEST_MIN_LETTERS = 2
/** The longest search, as the shop's list takes it. */
const SEARCH_MAX = 100

export const SearchSuggestionsQuerySchema = z.object({
  q: singleLineText('Search', { error: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`),
})

export const SuggestedCategorySchema = z.object({ label: z.string(), path: z.string() })
export type SuggestedCategory = z.infer<typeof SuggestedCategorySchema>

export const SuggestedPhoneSchema = z.object({
  brand: z.string(),
  model: z.string(),
  slug: z.string(),
})
export type SuggestedPhone = z.infer<typeof SuggestedPhoneSchema>

export const SearchSuggestionsResponseSchema = z.object({
  products: z.array(
    ProductSchema.pick({ id: true, slug: true, name: true, brand: true, image: true }),
  ),
  categories: z.array(SuggestedCategorySchema),
  phoneModels: z.array(SuggestedPhoneSchema),
})
export type SearchSuggestions = z.input<typeof SearchSuggestionsResponseSchema>

/** Whether each typed word begins some word of `name`: "s24 f" begins "Galaxy S24 FE". */
export function beginsWordsOf(name: string, typed: readonly string[]): boolean {
  const words = phraseWords(name)
  return typed.length > 0 && typed.every((t) => words.some((word) => word.startsWith(t)))
}

const letters = (words: readonly string[]) => words.join('').length

/**
 * The search with its last words completed to a shopper's phrase the shop knows, when they begin
 * one and are not one already: "screen gu" reads "screen guard", found as tempered glass. The
 * shortest phrase wins ("ear" reads "earbuds" before "earphones"). Other words are found inside
 * the products' words as they are typed.
 */
export function completedSearch(search: string, synonyms: readonly SynonymGroup[]): string {
  const words = phraseWords(search)
  const phrases = synonyms
    .flatMap((group) => group.words)
    .map((phrase) => phraseWords(phrase).join(' '))
    .sort((a, b) => a.length - b.length)
  for (let start = 0; start < words.length; start++) {
    const tail = words.slice(start).join(' ')
    if (phrases.includes(tail)) return search
    const phrase = tail.length > SUGGEST_MIN_LETTERS && phrases.find((p) => p.startsWith(tail))
    if (phrase) return [...words.slice(0, start), phrase].join(' ')
  }
  return search
}

/** Every category and subcategory with its page, in the order the shop lists them. */
const CATEGORY_PAGES: SuggestedCategory[] = [
  ...Object.entries(CATEGORY_LABELS).map(([category, label]) => ({
    label,
    path: `/shop/category/${category}`,
  })),
  ...Object.entries(SUBCATEGORY_LABELS).map(([subcategory, label]) => ({
    label,
    path: `/shop/category/${'work-essentials' satisfies Category}/${subcategory}`,
  })),
]

/**
 * The categories the search's words (the shop's word for a synonym, "screen guard" reading
 * "tempered glass") begin, a phone model it names set aside: "iphone 16 case" suggests Cases.
 */
export function suggestedCategories(plan: SearchPlan): SuggestedCategory[] {
  const words = plan.units.flatMap((unit) => unit.term ?? unit.typed)
  if (letters(words) < SUGGEST_MIN_LETTERS) return []
  return CATEGORY_PAGES.filter(({ label }) => beginsWordsOf(label, words)).slice(
    0,
    SUGGESTIONS_PER_KIND,
  )
}

/** A phone model shoppers can buy for, by every name they may type for it. */
export interface NamedPhone extends SuggestedPhone {
  names: readonly string[]
  releaseYear: number
}

/**
 * The phone models a search names or begins to: the one it names in full first ("iphone 16
 * case"), then those one of whose names the typed words begin ("s24 f"), newest first.
 */
export function suggestedPhones(
  search: string,
  plan: SearchPlan,
  phones: readonly NamedPhone[],
): SuggestedPhone[] {
  const typed = phraseWords(search)
  const named = phones.find((phone) => phone.slug === plan.model)
  const begun =
    letters(typed) < SUGGEST_MIN_LETTERS
      ? []
      : phones
          .filter((phone) => phone !== named && phone.names.some((n) => beginsWordsOf(n, typed)))
          .sort((a, b) => b.releaseYear - a.releaseYear)
  return [...(named ? [named] : []), ...begun]
    .slice(0, SUGGESTIONS_PER_KIND)
    .map(({ brand, model, slug }) => ({ brand, model, slug }))
}
