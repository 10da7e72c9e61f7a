// The phone model list as staff keep it: add, edit, retire, delete and import from a CSV file.
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  type AdminPhoneModelsQuery,
  PHONE_MODEL_MESSAGES,
  type PhoneModelCreate,
  type PhoneModelUpdate,
} from '#domain/product/phone-model-admin.ts'
import { type CsvLineError, parsePhoneModelCsv } from '#domain/product/phone-model-csv.ts'
import {
  findNameClash,
  nameKey,
  phoneModelMatches,
  phoneModelSlug,
} from '#domain/product/phone-model-rules.ts'
import { PHONE_MODEL_OPTION, type ProductOption } from '#domain/product/variant.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import {
  type PhoneModelRow,
  phoneModels,
  products,
  productVariants,
} from '../../db/schema/index.ts'
import { databaseError } from '../../lib/database-errors.ts'
import { badRequest, conflict, notFound } from '../../lib/http-error.ts'

const toAdmin = (row: PhoneModelRow, variantCount: number) => ({
  id: row.id,
  brand: row.brand,
  series: row.series,
  name: row.name,
  slug: row.slug,
  aliases: row.aliases,
  releaseYear: row.releaseYear,
  active: row.active,
  variantCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** Every model by brand, series and newest first, with how many variants fit each. */
export async function adminPhoneModels(db: Db, query: AdminPhoneModelsQuery = {}) {
  const fitting = db
    .select({ id: productVariants.phoneModelId, variants: count().as('variants') })
    .from(productVariants)
    .groupBy(productVariants.phoneModelId)
    .as('fitting')
  const rows = await db
    .select({ model: phoneModels, variants: sql<number>`coalesce(${fitting.variants}, 0)::int` })
    .from(phoneModels)
    .leftJoin(fitting, eq(fitting.id, phoneModels.id))
    .orderBy(
      asc(phoneModels.brand),
      asc(phoneModels.series),
      desc(phoneModels.releaseYear),
      asc(phoneModels.name),
    )
  const shown = rows.filter(
    ({ model }) =>
      (query.status === undefined || model.active === (query.status === 'active')) &&
      (query.search === undefined || phoneModelMatches(model, query.search)),
  )
  return {
    phoneModels: shown.map(({ model, variants }) => toAdmin(model, variants)),
    total: shown.length,
  }
}

/**
 * Writes to the list take turns, so two staff can't add clashing names at once: that a name or
 * alias is no other model's is checked in code (by nameKey), which no SQL constraint can say.
 */
async function takeTurn(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('phone_models'))`)
}

const allModels = (tx: DbOrTx) => tx.select().from(phoneModels).orderBy(asc(phoneModels.id))

function refuseClash(
  model: { id?: string; name: string; aliases: string[] },
  others: PhoneModelRow[],
) {
  const clash = findNameClash(model, others)
  if (clash) throw conflict(PHONE_MODEL_MESSAGES.nameTaken(clash.taken, clash.other))
}

async function variantCount(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ variants: count() })
    .from(productVariants)
    .where(eq(productVariants.phoneModelId, id))
  return row?.variants ?? 0
}

export async function createPhoneModel(db: Db, input: PhoneModelCreate) {
  return db.transaction(async (tx) => {
    await takeTurn(tx)
    const others = await allModels(tx)
    refuseClash(input, others)
    const slug = input.slug ?? phoneModelSlug(input.brand, input.series, input.name)
    if (others.some((m) => m.slug === slug)) throw conflict(PHONE_MODEL_MESSAGES.slugTaken(slug))
    const [row] = await slugChecked(slug, () =>
      tx
        .insert(phoneModels)
        .values({ ...fields(input), slug })
        .returning(),
    )
    if (!row) throw new Error('Phone model insert returned nothing')
    return toAdmin(row, 0)
  })
}

export async function updatePhoneModel(db: Db, id: string, input: PhoneModelUpdate) {
  return db.transaction(async (tx) => {
    await takeTurn(tx)
    const models = await allModels(tx)
    const before = models.find((m) => m.id === id)
    if (!before) throw notFound(PHONE_MODEL_MESSAGES.notFound)
    refuseClash({ id, ...input }, models)
    const row = await saveModel(tx, before, input)
    return toAdmin(row, await variantCount(tx, id))
  })
}

export async function deletePhoneModel(db: Db, id: string) {
  await db.transaction(async (tx) => {
    await takeTurn(tx)
    const [model] = await tx.select().from(phoneModels).where(eq(phoneModels.id, id))
    if (!model) throw notFound(PHONE_MODEL_MESSAGES.notFound)
    const variants = await variantCount(tx, id)
    if (variants > 0) throw conflict(PHONE_MODEL_MESSAGES.inUse(model.name, variants))
    try {
      await tx.delete(phoneModels).where(eq(phoneModels.id, id))
    } catch (error) {
      // A product form fitted it since it was counted: the foreign key keeps it.
      if (databaseError(error)?.sqlState === '23503')
        throw conflict(PHONE_MODEL_MESSAGES.inUse(model.name, 1))
      throw error
    }
  })
}

/**
 * Adds the file's new models and updates those it names (by name, compared as nameKey does), all
 * or nothing: any bad line, and any name, alias or slug that clashes with the list or with another
 * line, leaves the list as it was and answers 400 with every line's problem.
 */
export async function importPhoneModels(db: Db, csv: string) {
  const { rows, errors } = parsePhoneModelCsv(csv)
  if (rows.length === 0 && errors.length === 0) throw badRequest(PHONE_MODEL_MESSAGES.emptyImport)
  return db.transaction(async (tx) => {
    await takeTurn(tx)
    const existing = await allModels(tx)
    const byKey = new Map(existing.map((m) => [nameKey(m.name), m]))
    const planned = rows.map(({ line, model }) => {
      const before = byKey.get(nameKey(model.name))
      const slug = before?.slug ?? phoneModelSlug(model.brand, model.series, model.name)
      return { line, model, before, slug, id: before?.id ?? `line ${line}` }
    })
    // The list as the file would leave it, each line checked against every other model in it.
    const after = [
      ...existing.filter((m) => !planned.some((p) => p.before?.id === m.id)),
      ...planned.map((p) => ({
        id: p.id,
        name: p.model.name,
        aliases: p.model.aliases,
        slug: p.slug,
      })),
    ]
    for (const { line, model, id, slug } of planned) {
      const clash = findNameClash({ id, ...model }, after)
      if (clash)
        errors.push({ line, message: PHONE_MODEL_MESSAGES.nameTaken(clash.taken, clash.other) })
      else if (after.some((m) => m.slug === slug && m.id !== id))
        errors.push({ line, message: PHONE_MODEL_MESSAGES.slugTaken(slug) })
    }
    if (errors.length > 0) throw importRefused(errors)

    const added: string[] = []
    const updated: string[] = []
    for (const { model, before, slug } of planned) {
      if (before) {
        await saveModel(tx, before, model)
        updated.push(model.name)
      } else {
        await tx.insert(phoneModels).values({ ...fields(model), slug })
        added.push(model.name)
      }
    }
    return { message: PHONE_MODEL_MESSAGES.imported(added.length, updated.length), added, updated }
  })
}

function importRefused(errors: CsvLineError[]) {
  const lines = [...errors].sort((a, b) => a.line - b.line)
  return badRequest(
    PHONE_MODEL_MESSAGES.importFailed(new Set(lines.map((e) => e.line)).size),
    lines.map((e) => ({ path: `line ${e.line}`, message: e.message })),
  )
}

const fields = (input: PhoneModelUpdate) => ({
  brand: input.brand,
  series: input.series,
  name: input.name,
  aliases: input.aliases,
  releaseYear: input.releaseYear,
  active: input.active,
})

/** Saves a model's fields (never its slug); a new name is written into the variants that fit it. */
async function saveModel(tx: DbOrTx, before: PhoneModelRow, input: PhoneModelUpdate) {
  const [row] = await tx
    .update(phoneModels)
    .set({ ...fields(input), updatedAt: new Date() })
    .where(eq(phoneModels.id, before.id))
    .returning()
  if (!row) throw notFound(PHONE_MODEL_MESSAGES.notFound)
  if (before.name !== row.name) await renameInVariants(tx, before.id, before.name, row.name)
  return row
}

/**
 * A variant says its model by name too (its "Phone model" option, decision 009), so a rename is
 * written there and into its product's option values. Variants are locked by id first, in the
 * order checkout locks them, then their products, as the product form does.
 */
async function renameInVariants(tx: DbOrTx, id: string, from: string, to: string) {
  const variants = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.phoneModelId, id))
    .orderBy(asc(productVariants.id))
    .for('update')
  if (variants.length === 0) return
  await tx
    .update(productVariants)
    .set({
      options: sql`jsonb_set(${productVariants.options}, ${`{${PHONE_MODEL_OPTION}}`}::text[], to_jsonb(${to}::text))`,
      updatedAt: new Date(),
    })
    .where(eq(productVariants.phoneModelId, id))
  const productIds = [...new Set(variants.map((v) => v.productId))]
  const owners = await tx
    .select({ id: products.id, options: products.options })
    .from(products)
    .where(inArray(products.id, productIds))
  for (const owner of owners) {
    await tx
      .update(products)
      .set({ options: renamedValue(owner.options, from, to), updatedAt: new Date() })
      .where(eq(products.id, owner.id))
  }
}

const renamedValue = (options: ProductOption[], from: string, to: string): ProductOption[] =>
  options.map((option) =>
    option.name === PHONE_MODEL_OPTION
      ? { ...option, values: option.values.map((value) => (value === from ? to : value)) }
      : option,
  )

/** Runs an insert that sets a slug, turning a clash the lock didn't prevent into a 409. */
async function slugChecked<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const fields = databaseError(error)
    if (fields?.sqlState === '23505') throw conflict(PHONE_MODEL_MESSAGES.slugTaken(slug))
    throw error
  }
}
