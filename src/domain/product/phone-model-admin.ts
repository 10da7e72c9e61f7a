// The phone model list as staff keep it: the form, its messages and the admin answers.
import { z } from 'zod'
import { singleLineText } from '../text.ts'
import {
  normaliseAliases,
  PHONE_MODEL_LIMITS,
  PHONE_MODEL_SLUG,
  phoneShopPath,
  tidyName,
} from './phone-model-rules.ts'

export const PHONE_MODEL_MESSAGES = {
  created: 'Phone model added',
  updated: 'Phone model saved',
  deleted: 'Phone model deleted',
  notFound: 'Phone model not found',
  releaseYear: `Release year must be a year from ${PHONE_MODEL_LIMITS.firstYear} to ${PHONE_MODEL_LIMITS.lastYear}`,
  slugFormat: 'Slug may hold only lower-case letters and digits joined by single hyphens',
  tooManyAliases: `A model has at most ${PHONE_MODEL_LIMITS.aliases} aliases`,
  nameTaken: (taken: string, other: string) =>
    taken.toLowerCase() === other.toLowerCase()
      ? `${other} is already in the list`
      : `"${taken}" already names ${other}`,
  slugTaken: (slug: string) =>
    `The address ${phoneShopPath(slug)} already belongs to another model`,
  inUse: (name: string, variants: number) =>
    `${name} is fitted by ${variants} ${variants === 1 ? 'variant' : 'variants'}; make it inactive instead`,
  inactive: (name: string) => `${name} is inactive; make it active to fit new variants`,
  imported: (added: number, updated: number) =>
    `${added} ${added === 1 ? 'model' : 'models'} added, ${updated} updated`,
  importFailed: (lines: number) =>
    `Nothing was imported: ${lines} ${lines === 1 ? 'line has' : 'lines have'} a problem`,
  emptyImport: 'The file holds no phone models',
} as const

const required = (label: string, max: number) =>
  singleLineText(label, { error: `${label} is required` })
    .transform(tidyName)
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`),
    )

const PhoneModelFieldsSchema = z.object({
  brand: required('Brand', PHONE_MODEL_LIMITS.brand),
  series: required('Series', PHONE_MODEL_LIMITS.series),
  name: required('Name', PHONE_MODEL_LIMITS.name),
  aliases: z
    .array(required('Alias', PHONE_MODEL_LIMITS.alias), { error: 'Aliases must be a list' })
    .max(PHONE_MODEL_LIMITS.aliases * 2, PHONE_MODEL_MESSAGES.tooManyAliases)
    .default([]),
  releaseYear: z
    .number({ error: PHONE_MODEL_MESSAGES.releaseYear })
    .int(PHONE_MODEL_MESSAGES.releaseYear)
    .min(PHONE_MODEL_LIMITS.firstYear, PHONE_MODEL_MESSAGES.releaseYear)
    .max(PHONE_MODEL_LIMITS.lastYear, PHONE_MODEL_MESSAGES.releaseYear),
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
})

/** Aliases kept once each and never repeating the name, then counted. */
const withTidyAliases = <T extends { name: string; aliases: string[] }>(model: T) => ({
  ...model,
  aliases: normaliseAliases(model.name, model.aliases),
})
const aliasCount = (model: { aliases: string[] }) =>
  model.aliases.length <= PHONE_MODEL_LIMITS.aliases
const tooMany = { message: PHONE_MODEL_MESSAGES.tooManyAliases, path: ['aliases'] }

/** A model as PUT sends it: every field; its slug stays what it was. */
export const PhoneModelUpdateSchema = PhoneModelFieldsSchema.transform(withTidyAliases).refine(
  aliasCount,
  tooMany,
)
export type PhoneModelUpdate = z.infer<typeof PhoneModelUpdateSchema>

/** A new model; without a slug it gets one from its brand and name (phoneModelSlug). */
export const PhoneModelCreateSchema = PhoneModelFieldsSchema.extend({
  slug: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: PHONE_MODEL_MESSAGES.slugFormat })
      .max(PHONE_MODEL_LIMITS.slug, `Slug must be at most ${PHONE_MODEL_LIMITS.slug} characters`)
      .regex(PHONE_MODEL_SLUG, PHONE_MODEL_MESSAGES.slugFormat)
      .optional(),
  ),
})
  .transform(withTidyAliases)
  .refine(aliasCount, tooMany)
export type PhoneModelCreate = z.infer<typeof PhoneModelCreateSchema>
/** What the admin form holds before it is sent. */
export type PhoneModelCreateInput = z.input<typeof PhoneModelCreateSchema>

export const AdminPhoneModelSchema = z.object({
  id: z.string(),
  brand: z.string(),
  series: z.string(),
  name: z.string(),
  slug: z.string(),
  aliases: z.array(z.string()),
  releaseYear: z.number().int(),
  active: z.boolean(),
  /** Variants that fit it: while any do, it can be made inactive but not deleted. */
  variantCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminPhoneModel = z.infer<typeof AdminPhoneModelSchema>

export const AdminPhoneModelListSchema = z.object({
  phoneModels: z.array(AdminPhoneModelSchema),
  total: z.number().int(),
})
export type AdminPhoneModelList = z.infer<typeof AdminPhoneModelListSchema>

export const PhoneModelSavedSchema = z.object({
  message: z.string(),
  phoneModel: AdminPhoneModelSchema,
})
export type PhoneModelSaved = z.infer<typeof PhoneModelSavedSchema>

export const PhoneModelImportedSchema = z.object({
  message: z.string(),
  /** Names of the models the file added, and of those it changed, in the file's order. */
  added: z.array(z.string()),
  updated: z.array(z.string()),
})
export type PhoneModelImported = z.infer<typeof PhoneModelImportedSchema>

export const AdminPhoneModelsQuerySchema = z.object({
  search: z.preprocess(
    (value) => (value === '' ? undefined : value),
    singleLineText('Search').trim().max(100, 'Search must be at most 100 characters').optional(),
  ),
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['active', 'inactive'], { error: 'Status must be active or inactive' }).optional(),
  ),
})
export type AdminPhoneModelsQuery = z.infer<typeof AdminPhoneModelsQuerySchema>

/** What the import takes: the file's text, sent as text/csv. */
export const PhoneModelCsvSchema = z.string({
  error: 'Send the phone models as a CSV file (text/csv)',
})
