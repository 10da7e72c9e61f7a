// The shop's search in SQL, over the products' lower-cased search text and its trigram index.
import { asc, eq, type SQL, sql } from 'drizzle-orm'
import { planSearch, type SearchLexicon, type SearchUnit } from '#domain/product/search-plan.ts'
import { RANKED_SEARCH_MIN_LETTERS, TYPO_MIN_LETTERS } from '#domain/product/search.ts'
import type { Db } from '../db/client.ts'
import {
  phoneModels,
  products,
  searchSynonyms,
  searchWords as vocabulary,
} from '../db/schema/index.ts'
import { escapeLike } from '../lib/escape-like.ts'

/** One thing searched for: phrases (each as its words) any of which will do, the first ranking names. */
export interface SearchTerm {
  forms: string[][]
}

/** A search as the catalogue looks for it: the phone model it names, and its terms. */
export interface ReadSearch {
  model?: string
  terms: SearchTerm[]
}

const MAX_CORRECTIONS = 3

/**
 * The synonyms staff keep and every active phone model's names: two small queries, kept by the
 * catalogue cache until the catalogue (synonyms and models among it) changes.
 */
export async function loadSearchLexicon(db: Db): Promise<SearchLexicon> {
  const synonyms = await db
    .select({ term: searchSynonyms.term, words: searchSynonyms.words })
    .from(searchSynonyms)
  const models = await db
    .select({ slug: phoneModels.slug, name: phoneModels.name, aliases: phoneModels.aliases })
    .from(phoneModels)
    .where(eq(phoneModels.active, true))
    .orderBy(asc(phoneModels.slug))
  return {
    synonyms,
    models: models.map((m) => ({ slug: m.slug, names: [m.name, ...m.aliases] })),
  }
}

/**
 * Corrects each typed word of four letters or more that no catalogue word contains to the nearest
 * catalogue words by trigram similarity (pg_trgm's `%`, 0.3 by default), as pg_trgm's
 * documentation suggests: "tempred glas" searches for "tempered" and "glass" as well. One query
 * for all the words. Synonyms are the shop's own words and are not corrected.
 */
async function corrections(db: Db, units: SearchUnit[]): Promise<Map<string, string[]>> {
  const doubtful = [
    ...new Set(
      units
        .filter((unit) => !unit.term)
        .flatMap((unit) => unit.typed)
        .filter((word) => word.length >= TYPO_MIN_LETTERS),
    ),
  ]
  if (doubtful.length === 0) return new Map()
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
  return new Map(rows.map((row) => [row.word, row.corrections]))
}

/**
 * Reads a search into the phone model it names and its terms: a synonym looks for the shop's
 * word and the shopper's; any other word for itself and its corrections.
 */
export async function readSearch(
  db: Db,
  search: string,
  lexicon: SearchLexicon,
): Promise<ReadSearch> {
  const plan = planSearch(search, lexicon)
  const corrected = await corrections(db, plan.units)
  const terms = plan.units.map(({ typed, term }): SearchTerm => {
    if (term) return { forms: [term, typed] }
    const forms = [typed]
    typed.forEach((word, i) => {
      for (const correction of corrected.get(word) ?? []) {
        forms.push(typed.map((w, j) => (j === i ? correction : w)))
      }
    })
    return { forms }
  })
  return { ...(plan.model ? { model: plan.model } : {}), terms }
}

/** A LIKE pattern for a phrase's words side by side, a space or a hyphen (any one mark) apart. */
const phrasePattern = (words: string[]) => words.map(escapeLike).join('_')

const holds = (column: SQL | typeof products.searchText, words: string[]) =>
  sql`${column} like ${`%${phrasePattern(words)}%`}`

const NAME = sql`lower(${products.name})`

/** One condition a term: the text holds one of its forms (all via the trigram index). */
export function searchMatches(terms: SearchTerm[]): SQL[] {
  return terms.map(({ forms }) => {
    const held = forms.map((form) => holds(products.searchText, form))
    return sql`(${sql.join(held, sql` or `)})`
  })
}

/** Whether a column holds one of a term's forms, as 1 or 0. */
const holdsTerm = (column: SQL, { forms }: SearchTerm) =>
  sql`(${sql.join(
    forms.map((form) => holds(column, form)),
    sql` or `,
  )})::int`

/**
 * How well a product answers the search, higher first: a name that is the search, then a name
 * holding the whole search, then names holding more of its terms, then a category that does
 * ("cover" reads "case": a case before a glass whose features speak of coverage). Undefined for
 * a search too short to rank. (A phone model the search names filters rather than ranks.)
 */
export function relevance(terms: SearchTerm[]): SQL | undefined {
  const phrase = terms.flatMap((term) => term.forms[0] ?? [])
  if (phrase.join(' ').length < RANKED_SEARCH_MIN_LETTERS) return undefined
  const named = terms.map((term) => holdsTerm(NAME, term))
  const categorised = terms.map((term) => holdsTerm(sql`${products.category}`, term))
  const exact = sql`${NAME} like ${phrasePattern(phrase)}`
  return sql`(8 * (${exact})::int + 4 * (${holds(NAME, phrase)})::int + 2 * (${sql.join(named, sql` + `)}) + ${sql.join(categorised, sql` + `)})`
}
