// The seller profile as pages, mails and labels print it. Without zod, so the footer on every page
// can print the address without loading the profile's schemas.
import type { ShopProfile } from './shop-profile.ts'

/** The address's lines, for a page or a mail to print. */
export const addressLines = (profile: Pick<ShopProfile, 'address'>) => profile.address.split('\n')

/** The address on one line ("Plot 12, …, New Delhi 110020"), as invoices and labels print it. */
export const addressOnOneLine = (profile: Pick<ShopProfile, 'address'>) =>
  addressLines(profile).join(', ')

/** The number as a `tel:` link dials it. */
export const dialable = (phone: string) => phone.replace(/[\s-]/g, '')
