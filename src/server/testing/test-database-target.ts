// Which database the API tests run on: in-memory PGlite, or the PostgreSQL server named by
// TEST_DATABASE_URL when the suite is rerun with KAVACH_TEST_DB=postgres.

// Runs side by side on one server (several checkouts of the project) each name their own template.
export const TEMPLATE_DATABASE = process.env.KAVACH_TEST_TEMPLATE ?? 'kavach_test_template'

export function postgresTestUrl(): string | undefined {
  if (process.env.KAVACH_TEST_DB !== 'postgres') return undefined
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('KAVACH_TEST_DB=postgres needs TEST_DATABASE_URL')
  return url
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}
