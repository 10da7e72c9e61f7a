import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
const client = await PGlite.create({ extensions: { pg_trgm } })
afterAll(() => client.close())

/** The migrations as they were before staff kept the phone models. */
async function migrationsBeforeStaffModels() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kavach-migrations-'))
  await cp(migrationsFolder, dir, { recursive: true })
  const journalFile = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.filter((entry) => entry.tag < '0016')
  await writeFile(journalFile, JSON.stringify(journal))
  return dir
}

describe('the phone-models migration', () => {
  it('keeps every model, its slug and its variants, guessing a series and leaving it active', async () => {
    const before = await migrationsBeforeStaffModels()
    await migrate(drizzle({ client }), { migrationsFolder: before })
    await rm(before, { recursive: true, force: true })
    await client.query(
      `insert into phone_models (brand, model, slug, release_year) values
        ('Samsung', 'Galaxy S25', 'galaxy-s25', 2025),
        ('Vivo', 'V40 Pro', 'vivo-v40-pro', 2024),
        ('Nothing', '(2a)', 'nothing-phone-2a', 2024)`,
    )

    await migrate(drizzle({ client }), { migrationsFolder })

    const models = await client.query<Record<string, unknown>>(
      'select brand, series, name, slug, aliases, active from phone_models order by slug',
    )
    expect(models.rows).toEqual([
      {
        brand: 'Samsung',
        series: 'Galaxy',
        name: 'Galaxy S25',
        slug: 'galaxy-s25',
        aliases: [],
        active: true,
      },
      {
        brand: 'Nothing',
        series: 'Nothing',
        name: '(2a)',
        slug: 'nothing-phone-2a',
        aliases: [],
        active: true,
      },
      {
        brand: 'Vivo',
        series: 'V',
        name: 'V40 Pro',
        slug: 'vivo-v40-pro',
        aliases: [],
        active: true,
      },
    ])
  })
})
