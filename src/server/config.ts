// Every environment variable the server reads, parsed once.
import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_ABANDONED_AFTER_MINUTES } from '#domain/cart/cart-reminders.ts'
import { INDIAN_STATES } from '#domain/india.ts'
import { GstinSchema } from '#domain/invoice/gstin.ts'
import { rupees } from '#domain/money-codec.ts'
import { PincodeSchema } from '#domain/pincode.ts'
import { SAMPLE_PROFILE, type ShopProfile, ShopProfileSchema } from '#domain/shop-profile.ts'

const optionalString = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional()
const optionalUrl = optionalString.pipe(z.url().optional())

/** proxy-addr's names for the private ranges, which Fastify's trustProxy also accepts. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])
const isProxyAddress = (entry: string) =>
  PROXY_RANGE_NAMES.includes(entry) || proxyAddress.safeParse(entry).success

/**
 * Whose X-Forwarded-For to believe: nobody (default), the nearest N hops, or the listed addresses.
 * 'true' is refused: believing every sender lets anyone pick their address past per-address limits.
 */
const TrustProxySchema = z
  .string()
  .default('')
  .transform((raw, ctx): false | number | string[] => {
    const value = raw.trim()
    if (value === '' || value === 'false' || value === '0') return false
    if (/^\d+$/.test(value)) return Number(value)
    const entries = value.split(',').map((entry) => entry.trim())
    if (entries.every(isProxyAddress)) return entries
    ctx.addIssue({
      code: 'custom',
      message: 'use false, a hop count like 1, or a comma-separated list of addresses or CIDRs',
    })
    return z.NEVER
  })

/** A comma-separated list of states and union territories, spelt as the shipping form lists them. */
const StateListSchema = z
  .string()
  .transform((raw) =>
    raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(INDIAN_STATES, { error: 'name states as the shipping form lists them' })))

/** Comma-separated addresses, each checked, in lower case and once each. */
const StaffEmailsSchema = z
  .string()
  .default('')
  .transform((raw) => [
    ...new Set(
      raw
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.email({ error: 'list addresses like ops@example.in, separated by commas' })))

/** The environment variable that gives each field of the seller profile its first value. */
const PROFILE_ENV: Record<string, string> = {
  legalName: 'SELLER_LEGAL_NAME',
  address: 'SELLER_ADDRESS',
  state: 'SELLER_STATE',
  gstin: 'SELLER_GSTIN',
  cin: 'SELLER_CIN',
  supportPhone: 'SUPPORT_PHONE',
  supportEmail: 'SUPPORT_EMAIL',
  supportHours: 'SUPPORT_HOURS',
  'grievanceOfficer.name': 'GRIEVANCE_OFFICER_NAME',
  'grievanceOfficer.designation': 'GRIEVANCE_OFFICER_DESIGNATION',
  'grievanceOfficer.email': 'GRIEVANCE_OFFICER_EMAIL',
}

const profileInput = (env: Record<string, unknown>) => ({
  legalName: env.SELLER_LEGAL_NAME,
  address: env.SELLER_ADDRESS,
  state: env.SELLER_STATE,
  gstin: env.SELLER_GSTIN,
  cin: env.SELLER_CIN,
  supportPhone: env.SUPPORT_PHONE,
  supportEmail: env.SUPPORT_EMAIL,
  supportHours: env.SUPPORT_HOURS,
  grievanceOfficer: {
    name: env.GRIEVANCE_OFFICER_NAME,
    designation: env.GRIEVANCE_OFFICER_DESIGNATION,
    email: env.GRIEVANCE_OFFICER_EMAIL,
  },
})

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Kavach <no-reply@kavach.local>'),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
    /** Shiprocket's API user; without it a local courier simulator stands in (manual shipping in production). */
    SHIPROCKET_EMAIL: optionalString.pipe(z.email().optional()),
    SHIPROCKET_PASSWORD: optionalString,
    SHIPROCKET_API_URL: z.url().default('https://apiv2.shiprocket.in'),
    /** The pickup location's nickname as set in Shiprocket's panel. */
    SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).default('Primary'),
    /** Sent by the courier's tracking webhook as x-api-key; the simulator makes one when unset. */
    SHIPPING_WEBHOOK_TOKEN: optionalString,
    /** WhatsApp's Cloud API; without the token and number id a local simulator writes messages to files. */
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    WHATSAPP_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: optionalString,
    /** The app secret the webhook's X-Hub-Signature-256 is made with, and the token Meta echoes to verify it. */
    WHATSAPP_APP_SECRET: optionalString,
    WHATSAPP_VERIFY_TOKEN: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).optional()),
    /** A team inbox for every staff notice (decision 039); unset, each admin gets what they chose. */
    STAFF_EMAILS: StaffEmailsSchema,
    REDIS_URL: optionalUrl,
    TRUST_PROXY: TrustProxySchema,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Unset: the demo store outside production only (see loadConfig's seedDemo). */
    SEED_DEMO: optionalString.pipe(z.enum(['true', 'false']).optional()),
    /** HTTP worker processes on PostgreSQL (default: one per core); the embedded database takes one. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** How long a signed-in shopper's cart or checkout lies untouched before its first reminder. */
    ABANDONED_CART_AFTER_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(DEFAULT_ABANDONED_AFTER_MINUTES),
    /** Where parcels leave from: delivery zones are measured from it. Okhla, a Delhi warehouse area. */
    SHOP_PINCODE: PincodeSchema.default('110020'),
    COD_UNAVAILABLE_STATES: StateListSchema.default([
      'Andaman and Nicobar Islands',
      'Lakshadweep',
      'Ladakh',
    ]),
    /** Set in rupees, tax included, added to a cash-on-delivery order. */
    COD_FEE: rupees(z.coerce.number().int().min(0)).default(49_00),
    /** Set in rupees: cash on delivery is offered up to this order value (before the fee). */
    COD_MAX_ORDER_VALUE: rupees(z.coerce.number().int().min(0)).default(5000_00),
    /**
     * The seller profile's first values (sample ones by default): who issues the GST invoices,
     * the registration of the warehouse parcels leave from, and how shoppers reach the shop. Once
     * staff save the profile in admin, theirs is used instead.
     */
    SELLER_LEGAL_NAME: z.string().default(SAMPLE_PROFILE.legalName),
    SELLER_ADDRESS: z.string().default(SAMPLE_PROFILE.address),
    SELLER_STATE: z
      .enum(INDIAN_STATES, { error: 'name the state as the shipping form lists it' })
      .default(SAMPLE_PROFILE.state),
    SELLER_GSTIN: GstinSchema.default(SAMPLE_PROFILE.gstin),
    /** Empty for a seller that is not a company. */
    SELLER_CIN: z.string().default(SAMPLE_PROFILE.cin ?? ''),
    SUPPORT_PHONE: z.string().default(SAMPLE_PROFILE.supportPhone),
    SUPPORT_EMAIL: z.string().default(SAMPLE_PROFILE.supportEmail),
    SUPPORT_HOURS: z.string().default(SAMPLE_PROFILE.supportHours),
    GRIEVANCE_OFFICER_NAME: z.string().default(SAMPLE_PROFILE.grievanceOfficer.name),
    GRIEVANCE_OFFICER_DESIGNATION: z.string().default(SAMPLE_PROFILE.grievanceOfficer.designation),
    GRIEVANCE_OFFICER_EMAIL: z.string().default(SAMPLE_PROFILE.grievanceOfficer.email),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production',
      })
    }
    const profile = ShopProfileSchema.safeParse(profileInput(env))
    for (const issue of profile.error?.issues ?? []) {
      const name = PROFILE_ENV[issue.path.join('.')] ?? 'SELLER_LEGAL_NAME'
      ctx.addIssue({ code: 'custom', path: [name], message: issue.message })
    }
    if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_PHONE_NUMBER_ID'],
        message: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together',
      })
    }
    if (Boolean(env.SHIPROCKET_EMAIL) !== Boolean(env.SHIPROCKET_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHIPROCKET_PASSWORD'],
        message: 'SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD go together',
      })
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      })
    }
  })

export type Env = z.infer<typeof EnvSchema>

export interface Config extends Env {
  dataDir: string
  publicUrl: string
  isProduction: boolean
  /** Fill an empty database with the demo catalogue and the demo admin, whose password is logged. */
  seedDemo: boolean
  /** The seller profile the environment gives, used until staff save one in admin. */
  shopProfile: ShopProfile
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`)
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const isProduction = env.NODE_ENV === 'production'
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    isProduction,
    // A real shop must not open with a demo admin whose password went to its logs.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !isProduction,
    shopProfile: ShopProfileSchema.parse(profileInput(env)),
  }
}
