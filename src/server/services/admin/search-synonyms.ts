// The search synonyms as staff keep them: list, add, edit and delete groups.
import { asc, eq, sql } from 'drizzle-orm'
import {
  SEARCH_SYNONYM_MESSAGES,
  type SearchSynonym,
  synonymClash,
} from '#domain/product/search-synonym.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { type SearchSynonymRow, searchSynonyms } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-error.ts'

const toAdmin = (row: SearchSynonymRow) => ({
  id: row.id,
  term: row.term,
  words: row.words,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

const allGroups = (tx: DbOrTx) => tx.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term))

export async function adminSearchSynonyms(db: Db) {
  return { synonyms: (await allGroups(db)).map(toAdmin) }
}

/**
 * Writes take turns, so two staff can't give one word two meanings at once: that a word belongs
 * to one group is checked in code (hyphens read as spaces), which no SQL constraint can say.
 */
async function checked(tx: DbOrTx, group: SearchSynonym & { id?: string }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search_synonyms'))`)
  const others = await allGroups(tx)
  if (group.id !== undefined && !others.some((other) => other.id === group.id)) {
    throw notFound(SEARCH_SYNONYM_MESSAGES.notFound)
  }
  const clash = synonymClash(group, others)
  if (clash) throw conflict(clash)
}

export function createSearchSynonym(db: Db, input: SearchSynonym) {
  return db.transaction(async (tx) => {
    await checked(tx, input)
    const [row] = await tx.insert(searchSynonyms).values(input).returning()
    if (!row) throw new Error('Synonym insert returned nothing')
    return toAdmin(row)
  })
}

export function updateSearchSynonym(db: Db, id: string, input: SearchSynonym) {
  return db.transaction(async (tx) => {
    await checked(tx, { ...input, id })
    const [row] = await tx
      .update(searchSynonyms)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(searchSynonyms.id, id))
      .returning()
    if (!row) throw notFound(SEARCH_SYNONYM_MESSAGES.notFound)
    return toAdmin(row)
  })
}

export async function deleteSearchSynonym(db: Db, id: string) {
  const deleted = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id })
  if (deleted.length === 0) throw notFound(SEARCH_SYNONYM_MESSAGES.notFound)
}
