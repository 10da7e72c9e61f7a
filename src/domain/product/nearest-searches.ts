// What the shop offers when a search finds nothing: the nearest searches that do find something.
import { z } from 'zod'
import { PhoneModelSlugSchema } from './phone-model.ts'
import { phraseWords } from './search-plan.ts'
import { SearchSuggestionsQuerySchema } from './search-suggestions.ts'

/** The most nearest searches offered. */
export const NEAREST_SEARCHES = 3
/** The most searches tried to find them, each counted once. */
export const MOST_TRIED = 10
/** The most catalogue words offered for one typed word. */
export const ALIKE_PER_WORD = 3
/**
 * How alike (pg_trgm's similarity, 0 to 1) a known word must be to a typed one to be offered:
 * below the 0.3 at which the search itself corrects a typo, since here the shopper chooses.
 */
export const NEAREST_WORD_SIMILARITY = 0.25

export const NearestSearchesQuerySchema = SearchSuggestionsQuerySchema.extend({
  /** The shopper's phone: the searches offered find something that fits it. */
  model: PhoneModelSlugSchema.optional(),
})

export const NearestSearchSchema = z.object({ search: z.string(), count: z.number().int() })
export type NearestSearch = z.infer<typeof NearestSearchSchema>

export const NearestSearchesResponseSchema = z.object({ searches: z.array(NearestSearchSchema) })
export type NearestSearchesResponse = z.infer<typeof NearestSearchesResponseSchema>

/**
 * Searches to try instead of one that found nothing, nearest first: every word the catalogue
 * doesn't hold swapped for the catalogue word most like it, then each such word swapped alone
 * (the most alike words first), then the search, every word swapped, without one of its words,
 * then each of its words alone.
 * `alike` gives each typed word the catalogue holds no word like it the known words most like it,
 * most alike first, none when nothing is near.
 */
export function nearestSearchCandidates(
  search: string,
  alike: ReadonlyMap<string, readonly string[]>,
): string[] {
  const words = phraseWords(search)
  const swaps = (rank: number) =>
    words.flatMap((word, i) => {
      const other = alike.get(word)?.[rank]
      return other ? [words.with(i, other)] : []
    })
  const everySwapped = words.map((word) => alike.get(word)?.[0] ?? word)
  const oneSwapped = Array.from({ length: ALIKE_PER_WORD }, (_, rank) => swaps(rank)).flat()
  const oneDropped =
    words.length > 1 ? everySwapped.map((_, i) => everySwapped.toSpliced(i, 1)) : []
  const oneKept = words.length > 2 ? everySwapped.map((word) => [word]) : []
  const typed = words.join(' ')
  const tried = [everySwapped, ...oneSwapped, ...oneDropped, ...oneKept].map((w) => w.join(' '))
  // A search offered is one the shopper could have typed: none of its words is in doubt.
  const doubtless = (search: string) => search.split(' ').every((word) => !alike.has(word))
  return [...new Set(tried)].filter((s) => s !== typed && doubtless(s)).slice(0, MOST_TRIED)
}
