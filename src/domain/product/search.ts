// How the shop's search reads what a shopper typed: case-insensitive substring matching on name,
// brand, category and features, each word on its own, forgiving a typo in longer words.

/** Words shorter than this match as substrings only: trigrams can't tell a typo in them from noise. */
export const TYPO_MIN_LETTERS = 4
/** Below this many letters "Best Match" has nothing to rank by, so it lists the newest first. */
export const RANKED_SEARCH_MIN_LETTERS = 3
const MAX_WORDS = 8

/** The lower-cased words of a search, at most eight. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS)
}
