// The seller profile as stored: read where an invoice is issued, a page drawn or a mail written,
// filled from the environment at start and saved by staff in admin.
import { eq, isNull, sql } from 'drizzle-orm'
import type { Seller } from '#domain/invoice/build.ts'
import { type AdminShopProfileResponse, type ShopProfile, sellerOf } from '#domain/shop-profile.ts'
import type { DbOrTx } from '../db/client.ts'
import { type ShopProfileRow, shopProfile } from '../db/schema/index.ts'

const ONE_ROW = 1

const toProfile = (row: ShopProfileRow): ShopProfile => ({
  legalName: row.legalName,
  address: row.address,
  state: row.state,
  gstin: row.gstin,
  cin: row.cin,
  supportPhone: row.supportPhone,
  supportEmail: row.supportEmail,
  supportHours: row.supportHours,
  grievanceOfficer: {
    name: row.grievanceOfficerName,
    designation: row.grievanceOfficerDesignation,
    email: row.grievanceOfficerEmail,
  },
})

const toRow = (profile: ShopProfile) => ({
  legalName: profile.legalName,
  address: profile.address,
  state: profile.state,
  gstin: profile.gstin,
  cin: profile.cin,
  supportPhone: profile.supportPhone,
  supportEmail: profile.supportEmail,
  supportHours: profile.supportHours,
  grievanceOfficerName: profile.grievanceOfficer.name,
  grievanceOfficerDesignation: profile.grievanceOfficer.designation,
  grievanceOfficerEmail: profile.grievanceOfficer.email,
})

async function profileRow(db: DbOrTx): Promise<ShopProfileRow> {
  const [row] = await db.select().from(shopProfile).where(eq(shopProfile.id, ONE_ROW))
  // Migration 0031 writes the row and nothing deletes it.
  if (!row) throw new Error('The shop profile row is missing')
  return row
}

export async function readShopProfile(db: DbOrTx): Promise<ShopProfile> {
  return toProfile(await profileRow(db))
}

export async function currentSeller(db: DbOrTx): Promise<Seller> {
  return sellerOf(await readShopProfile(db))
}

/**
 * At start: the environment's profile, unless staff have saved theirs. Written only when it
 * differs, as a write tells every process to drop the pages it has drawn.
 */
export async function fillShopProfile(db: DbOrTx, fromEnvironment: ShopProfile): Promise<void> {
  const row = await profileRow(db)
  const filled = toRow(fromEnvironment)
  if (row.savedAt || JSON.stringify(toRow(toProfile(row))) === JSON.stringify(filled)) return
  await db.update(shopProfile).set(filled).where(isNull(shopProfile.savedAt))
}

const toAdmin = (row: ShopProfileRow): AdminShopProfileResponse => ({
  profile: toProfile(row),
  savedAt: row.savedAt?.toISOString() ?? null,
})

export async function adminShopProfile(db: DbOrTx): Promise<AdminShopProfileResponse> {
  return toAdmin(await profileRow(db))
}

export async function saveShopProfile(
  db: DbOrTx,
  profile: ShopProfile,
  adminId: string,
): Promise<AdminShopProfileResponse> {
  const [row] = await db
    .update(shopProfile)
    .set({ ...toRow(profile), savedAt: sql`now()`, savedBy: adminId })
    .where(eq(shopProfile.id, ONE_ROW))
    .returning()
  if (!row) throw new Error('The shop profile row is missing')
  return toAdmin(row)
}
