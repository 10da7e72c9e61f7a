// A shopper's saved addresses: list, add, change and delete, with one default among them.
import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import { PINCODE_UNKNOWN, pincodeInOtherState } from '#domain/pincode-rules.ts'
import {
  MAX_SAVED_ADDRESSES,
  SAVED_ADDRESS_MESSAGES,
  type SavedAddress,
  type SavedAddressInput,
} from '#domain/saved-addresses.ts'
import type { Db, DbOrTx } from '../db/client.ts'
import { type UserAddress, userAddresses } from '../db/schema/index.ts'
import { badRequest, conflict, notFound } from '../lib/http-error.ts'
import { pincodeDirectory } from './pincodes/pincode-directory.ts'

const toSaved = (row: UserAddress): SavedAddress => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  address: row.address,
  landmark: row.landmark,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  isDefault: row.isDefault,
})

const ofUser = (userId: string) => eq(userAddresses.userId, userId)
const owned = (userId: string, id: string) => and(ofUser(userId), eq(userAddresses.id, id))
const newestFirst = [desc(userAddresses.createdAt), desc(userAddresses.id)]

export async function listAddresses(db: DbOrTx, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(ofUser(userId))
    .orderBy(desc(userAddresses.isDefault), ...newestFirst)
  return rows.map(toSaved)
}

/** As checkout would refuse it: a pincode no post office has, or a state it doesn't lie in. */
async function refuseUnknownPlace({ pincode, state }: SavedAddressInput) {
  const area = (await pincodeDirectory()).get(pincode)
  if (!area) throw badRequest(PINCODE_UNKNOWN, [{ path: 'pincode', message: PINCODE_UNKNOWN }])
  if (!area.states.some((known) => known === state)) {
    const message = pincodeInOtherState(pincode, area.state)
    throw badRequest(message, [{ path: 'state', message }])
  }
}

/**
 * A shopper's changes take turns, so two adds at once can't make an eleventh and two new defaults
 * can't meet on the one-default index.
 */
async function inTurn<T>(db: Db, userId: string, work: (tx: DbOrTx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`)
    return work(tx)
  })
}

async function clearDefault(tx: DbOrTx, userId: string, except?: string) {
  await tx
    .update(userAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        ofUser(userId),
        eq(userAddresses.isDefault, true),
        except ? ne(userAddresses.id, except) : undefined,
      ),
    )
}

const fields = ({ isDefault: _, ...address }: SavedAddressInput) => address

export async function addAddress(db: Db, userId: string, input: SavedAddressInput) {
  await refuseUnknownPlace(input)
  return inTurn(db, userId, async (tx) => {
    const [kept] = await tx.select({ n: count() }).from(userAddresses).where(ofUser(userId))
    const n = kept?.n ?? 0
    if (n >= MAX_SAVED_ADDRESSES) throw conflict(SAVED_ADDRESS_MESSAGES.tooMany)
    const isDefault = n === 0 || input.isDefault === true
    if (isDefault) await clearDefault(tx, userId)
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...fields(input), userId, isDefault })
      .returning()
    if (!row) throw new Error('Address insert returned nothing')
    return toSaved(row)
  })
}

export async function updateAddress(db: Db, userId: string, id: string, input: SavedAddressInput) {
  await refuseUnknownPlace(input)
  return inTurn(db, userId, async (tx) => {
    const [current] = await tx.select().from(userAddresses).where(owned(userId, id))
    if (!current) throw notFound(SAVED_ADDRESS_MESSAGES.notFound)
    if (current.isDefault && input.isDefault === false) {
      throw conflict(SAVED_ADDRESS_MESSAGES.keepDefault)
    }
    const isDefault = current.isDefault || input.isDefault === true
    if (isDefault) await clearDefault(tx, userId, id)
    const [row] = await tx
      .update(userAddresses)
      .set({ ...fields(input), isDefault, updatedAt: new Date() })
      .where(owned(userId, id))
      .returning()
    if (!row) throw notFound(SAVED_ADDRESS_MESSAGES.notFound)
    return toSaved(row)
  })
}

/** Deleting the default makes the newest one left the default. Answers what is left. */
export async function deleteAddress(db: Db, userId: string, id: string) {
  return inTurn(db, userId, async (tx) => {
    const [gone] = await tx.delete(userAddresses).where(owned(userId, id)).returning()
    if (!gone) throw notFound(SAVED_ADDRESS_MESSAGES.notFound)
    if (gone.isDefault) {
      const [newest] = await tx
        .select({ id: userAddresses.id })
        .from(userAddresses)
        .where(ofUser(userId))
        .orderBy(...newestFirst)
        .limit(1)
      if (newest) {
        await tx
          .update(userAddresses)
          .set({ isDefault: true, updatedAt: new Date() })
          .where(eq(userAddresses.id, newest.id))
      }
    }
    return listAddresses(tx, userId)
  })
}
