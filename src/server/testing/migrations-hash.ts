// The migrated test database is reused while the migrations that built it are unchanged.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { PROJECT_ROOT } from '../project-root.ts'

const MIGRATIONS = path.join(PROJECT_ROOT, 'src/server/db/migrations')

/** A short hash of every migration file's name and text, and of the PGlite that ran them. */
export async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256')
  const files = await readdir(MIGRATIONS, { recursive: true, withFileTypes: true })
  const paths = files
    .filter((file) => file.isFile())
    .map((file) => path.join(file.parentPath, file.name))
    .sort()
  for (const file of paths) {
    hash
      .update(path.relative(MIGRATIONS, file))
      .update('\0')
      .update(await readFile(file))
  }
  const pglite = await readFile(
    path.join(PROJECT_ROOT, 'node_modules/@electric-sql/pglite/package.json'),
  )
  hash.update(JSON.parse(pglite.toString()).version as string)
  return hash.digest('hex').slice(0, 16)
}
