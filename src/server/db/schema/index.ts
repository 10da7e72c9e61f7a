// The one barrel in the project: drizzle needs the whole schema in one object.
export * from './accounts.ts'
export * from './catalogue.ts'
export * from './variants.ts'
export * from './contact.ts'
export * from './orders.ts'
export * from './coupons.ts'
export * from './payments.ts'
export * from './mail.ts'
