// The demo admin a fresh database gets, and how a newcomer finds its password again: a file in
// DATA_DIR that only its owner may read, named at the end of every start while it still signs in.
import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { hashPassword, verifyPassword } from './passwords.ts'

export const DEMO_ADMIN_EMAIL = 'admin@kavach.local'

/**
 * DATA_DIR already holds what would open the store (the embedded database, the mail folder with
 * every sign-in code), so a file its owner alone reads there adds no new way in.
 */
export const demoAdminPasswordFile = (dataDir: string) =>
  path.join(dataDir, 'demo-admin-password.txt')

interface DemoAdminPlace {
  dataDir: string
  publicUrl: string
}

/**
 * On a database with no admin at all, creates the demo admin and keeps its one-off password in
 * DATA_DIR. Answers the line saying how to sign in as it, for the start to print last: with the
 * password when it was just made, naming the file on later starts, and nothing once the password
 * was changed (the file, opening nothing, is then deleted) or another admin runs the store.
 */
export async function ensureDemoAdmin(db: Db, place: DemoAdminPlace): Promise<string | undefined> {
  const file = demoAdminPasswordFile(place.dataDir)
  const [anyAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .limit(1)
  if (anyAdmin) return keptPasswordLine(db, file, place.publicUrl)

  const password = randomBytes(9).toString('base64url')
  await db.insert(users).values({
    name: 'Demo Admin',
    email: DEMO_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
    isAdmin: true,
  })
  await mkdir(place.dataDir, { recursive: true })
  await writeFile(file, `${password}\n`, { mode: 0o600 })
  // A file left from an earlier database keeps its mode through writeFile.
  await chmod(file, 0o600)
  return (
    `Demo admin created: sign in at ${place.publicUrl}/login as ${DEMO_ADMIN_EMAIL} with password ` +
    `${password} (kept in ${shown(file)} until you change it; \`npm run admin -- <email>\` ` +
    'promotes another account).'
  )
}

async function keptPasswordLine(db: Db, file: string, publicUrl: string) {
  const password = (await readFile(file, 'utf8').catch(() => '')).trim()
  if (!password) return undefined
  const [admin] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.email, DEMO_ADMIN_EMAIL), eq(users.isAdmin, true)))
  if (admin?.passwordHash && (await verifyPassword(admin.passwordHash, password))) {
    return `Demo admin: sign in at ${publicUrl}/login as ${DEMO_ADMIN_EMAIL} with the password in ${shown(file)}.`
  }
  await rm(file, { force: true })
  return undefined
}

/** The file as the shopkeeper would type it: relative to where the shop was started, if inside. */
function shown(file: string) {
  const relative = path.relative(process.cwd(), file)
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative
}
