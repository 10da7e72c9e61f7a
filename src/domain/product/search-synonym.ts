// The search synonyms staff keep: the form, its rules and messages, and the admin answers.
import { z } from 'zod'
import { singleLineText } from '../text.ts'
import { phraseWords } from './search-plan.ts'

export const SEARCH_SYNONYM_LIMITS = {
  /** A word or phrase: a few words, as shoppers type them. */
  word: 40,
  words: 20,
} as const

export const SEARCH_SYNONYM_MESSAGES = {
  created: 'Synonyms added',
  updated: 'Synonyms saved',
  deleted: 'Synonyms deleted',
  notFound: 'Synonym group not found',
  noWords: 'Give at least one word shoppers use',
  tooManyWords: `A group has at most ${SEARCH_SYNONYM_LIMITS.words} words`,
  termTaken: (term: string) => `"${term}" already has its synonyms`,
  wordTaken: (word: string, term: string) => `"${word}" already means "${term}"`,
} as const

/** A word as kept: lower-case, its words separated by one space or hyphen as typed. */
export const tidyWord = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

/** What two words are compared by: hyphens read as spaces ("type-c" is "type c"). */
export const wordKey = (text: string) => phraseWords(text).join(' ')

const word = (label: string) =>
  singleLineText(label, { error: `${label} is required` })
    .transform(tidyWord)
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(
          SEARCH_SYNONYM_LIMITS.word,
          `${label} must be at most ${SEARCH_SYNONYM_LIMITS.word} characters`,
        )
        .refine((text) => wordKey(text) !== '', `${label} needs a letter or digit`),
    )

/** The words kept once each (by wordKey), without ones that only repeat the shop's word. */
function tidyWords(group: { term: string; words: string[] }) {
  const seen = new Set([wordKey(group.term)])
  const words = group.words.filter((w) => {
    const key = wordKey(w)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return { ...group, words }
}

export const SearchSynonymSchema = z
  .object({
    term: word('Shop word'),
    words: z
      .array(word('Word'), { error: 'Words must be a list' })
      .max(SEARCH_SYNONYM_LIMITS.words * 2, SEARCH_SYNONYM_MESSAGES.tooManyWords),
  })
  .transform(tidyWords)
  .refine((group) => group.words.length > 0, {
    message: SEARCH_SYNONYM_MESSAGES.noWords,
    path: ['words'],
  })
  .refine((group) => group.words.length <= SEARCH_SYNONYM_LIMITS.words, {
    message: SEARCH_SYNONYM_MESSAGES.tooManyWords,
    path: ['words'],
  })
export type SearchSynonym = z.infer<typeof SearchSynonymSchema>

export interface KeptSynonym {
  id?: string
  term: string
  words: readonly string[]
}

/**
 * Why a group can't be kept beside the others, or undefined: each shop word has one group, and a
 * shopper's word means one thing (it may not be another group's word or shop word either).
 */
export function synonymClash(group: KeptSynonym, others: readonly KeptSynonym[]) {
  const owners = new Map<string, string>()
  for (const other of others) {
    if (group.id !== undefined && other.id === group.id) continue
    if (wordKey(other.term) === wordKey(group.term)) {
      return SEARCH_SYNONYM_MESSAGES.termTaken(other.term)
    }
    for (const w of [other.term, ...other.words]) owners.set(wordKey(w), other.term)
  }
  for (const w of [group.term, ...group.words]) {
    const owner = owners.get(wordKey(w))
    if (owner !== undefined) return SEARCH_SYNONYM_MESSAGES.wordTaken(w, owner)
  }
  return undefined
}

export const AdminSearchSynonymSchema = z.object({
  id: z.string(),
  term: z.string(),
  words: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminSearchSynonym = z.infer<typeof AdminSearchSynonymSchema>

export const AdminSearchSynonymListSchema = z.object({
  synonyms: z.array(AdminSearchSynonymSchema),
})
export const SearchSynonymSavedSchema = z.object({
  message: z.string(),
  synonym: AdminSearchSynonymSchema,
})
export type SearchSynonymList = z.infer<typeof AdminSearchSynonymListSchema>
export type SearchSynonymSaved = z.infer<typeof SearchSynonymSavedSchema>
