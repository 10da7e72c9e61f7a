// The pure rules of the phone model list staff keep: slugs, how names and aliases compare, clashes.
// Without zod, so every page can link a phone's shop without loading the schemas.

/** A phone model's slug: lower-case words joined by hyphens, as in `galaxy-s25-ultra`. */
export const PHONE_MODEL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The shop for one phone model: what fits it, drawn by the server with its own title. */
export const phoneShopPath = (slug: string) => `/shop/phone/${slug}`

export const PHONE_MODEL_LIMITS = {
  brand: 30,
  series: 30,
  /** A model's name is a variant's option value, which is at most 40 characters. */
  name: 40,
  alias: 40,
  aliases: 10,
  slug: 60,
  firstYear: 2000,
  lastYear: 2100,
} as const

/** Lower-case words of letters and digits joined by hyphens: "Galaxy S24 FE" gives "galaxy-s24-fe". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('+', ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PHONE_MODEL_LIMITS.slug)
    .replace(/-+$/, '')
}

/**
 * A new model's slug: its name, when the name opens with its brand or series and so says which
 * phone it is ("Galaxy S24 FE" gives "galaxy-s24-fe"), else its brand and name ("V40 Pro" of Vivo
 * gives "vivo-v40-pro"). A slug is given once and never follows a later rename, because it is the
 * model's address (/shop/phone/<slug>).
 */
export function phoneModelSlug(brand: string, series: string, name: string): string {
  const firstWord = (text: string) => slugify(text).split('-')[0] ?? ''
  const opening = firstWord(name)
  if (opening !== '' && [firstWord(brand), firstWord(series)].includes(opening)) {
    return slugify(name)
  }
  return slugify(`${brand} ${name}`)
}

export const isPhoneModelSlug = (slug: string) =>
  slug.length <= PHONE_MODEL_LIMITS.slug && PHONE_MODEL_SLUG.test(slug)

/**
 * What two names are compared by: letters, digits and "+" only, lower-case, so "SM-S721",
 * "sm s721" and "SMS721" are one name, while "F27 Pro" and "F27 Pro+" stay two.
 */
export function nameKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]+/gu, '')
}

/** Spaces trimmed and runs of them made one. */
export const tidyName = (text: string) => text.trim().replace(/\s+/g, ' ')

/**
 * A model's aliases as kept: tidied, each once (by nameKey, the first spelling kept), without
 * empty ones or ones that only repeat the model's own name.
 */
export function normaliseAliases(name: string, aliases: readonly string[]): string[] {
  const seen = new Set([nameKey(name)])
  const kept: string[] = []
  for (const alias of aliases.map(tidyName)) {
    const key = nameKey(alias)
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    kept.push(alias)
  }
  return kept
}

export interface NamedModel {
  /** Absent for a model not yet saved. */
  id?: string
  name: string
  aliases: readonly string[]
}

export interface NameClash {
  /** The name or alias of the model being saved that another model already answers to. */
  taken: string
  /** The other model's name. */
  other: string
}

/**
 * The first of the model's name and aliases that another model already answers to (by its name or
 * one of its aliases), or undefined: a shopper's "S24 FE" must lead to one phone.
 */
export function findNameClash(model: NamedModel, others: readonly NamedModel[]) {
  const owners = new Map<string, string>()
  for (const other of others) {
    if (model.id !== undefined && other.id === model.id) continue
    for (const word of [other.name, ...other.aliases]) owners.set(nameKey(word), other.name)
  }
  for (const word of [model.name, ...model.aliases]) {
    const other = owners.get(nameKey(word))
    if (other !== undefined) return { taken: word, other } satisfies NameClash
  }
  return undefined
}

/** Whether a model answers to a search: each of its words is in the brand, series, name, slug or an alias. */
export function phoneModelMatches(
  model: { brand: string; series: string; name: string; slug: string; aliases: readonly string[] },
  search: string,
): boolean {
  const haystack = [model.brand, model.series, model.name, model.slug, ...model.aliases]
    .map(nameKey)
    .join(' ')
  return search
    .split(/\s+/)
    .map(nameKey)
    .every((word) => haystack.includes(word))
}
