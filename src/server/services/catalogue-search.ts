// The shop's search in SQL, over the products' lower-cased search text and its trigram index.
import { type SQL, sql } from 'drizzle-orm'
import { RANKED_SEARCH_MIN_LETTERS, searchWords, TYPO_MIN_LETTERS } from '#domain/product/search.ts'
import type { Db } from '../db/client.ts'
import { products, searchWords as vocabulary } from '../db/schema/index.ts'
import { escapeLike } from '../lib/escape-like.ts'

/** A searched word and, when no catalogue word holds it, the catalogue's words closest to it. */
export interface SearchTerm {
  word: string
  corrections: string[]
}

const MAX_CORRECTIONS = 3

/**
 * Reads a search into its words, correcting each one of four letters or more that no catalogue
 * word contains to the nearest catalogue words by trigram similarity (pg_trgm's `%`, 0.3 by
 * default), as pg_trgm's documentation suggests: "tempred glas" searches for "tempered" and
 * "glass" as well. One query for all the words.
 */
export async function readSearch(db: Db, search: string): Promise<SearchTerm[]> {
  const words = searchWords(search)
  const doubtful = words.filter((word) => word.length >= TYPO_MIN_LETTERS)
  if (doubtful.length === 0) return words.map((word) => ({ word, corrections: [] }))
  const rows = await db
    .select({
      word: sql<string>`typed.word`,
      corrections: sql<string[]>`array(
        select ${vocabulary.word} from ${vocabulary}
        where ${vocabulary.word} % typed.word
        order by similarity(${vocabulary.word}, typed.word) desc, ${vocabulary.word}
        limit ${MAX_CORRECTIONS})`,
    })
    .from(
      sql`unnest(${sql.param(doubtful)}::text[], ${sql.param(doubtful.map((word) => `%${escapeLike(word)}%`))}::text[]) as typed(word, pattern)`,
    )
    .where(
      sql`not exists (select 1 from ${vocabulary} where ${vocabulary.word} like typed.pattern)`,
    )
  const corrected = new Map(rows.map((row) => [row.word, row.corrections]))
  return words.map((word) => ({ word, corrections: corrected.get(word) ?? [] }))
}

const holds = (column: SQL | typeof products.searchText, word: string) =>
  sql`${column} like ${`%${escapeLike(word)}%`}`

const NAME = sql`lower(${products.name})`

/** One condition a word: the text holds it or one of its corrections (all via the trigram index). */
export function searchMatches(terms: SearchTerm[]): SQL[] {
  return terms.map(({ word, corrections }) => {
    const forms = [word, ...corrections].map((form) => holds(products.searchText, form))
    return sql`(${sql.join(forms, sql` or `)})`
  })
}

/**
 * How well a product answers the search, higher first: a name holding the whole search, then
 * names holding more of its words. Undefined for a search too short to rank.
 */
export function relevance(terms: SearchTerm[]): SQL | undefined {
  const phrase = terms.map((term) => term.word).join(' ')
  if (phrase.length < RANKED_SEARCH_MIN_LETTERS) return undefined
  const named = terms.map(
    ({ word, corrections }) =>
      sql`(${sql.join(
        [word, ...corrections].map((form) => holds(NAME, form)),
        sql` or `,
      )})::int`,
  )
  return sql`(2 * (${holds(NAME, phrase)})::int + ${sql.join(named, sql` + `)})`
}
