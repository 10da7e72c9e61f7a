// PostgreSQL errors (node-postgres and PGlite, usually wrapped by Drizzle) as statuses and log lines.
import { HttpError } from './http-error.ts'

export interface DatabaseErrorFields {
  sqlState: string
  constraint?: string
  table?: string
  column?: string
  routine?: string
}

/** The PostgreSQL error inside `error`'s cause chain, if any. */
export function databaseError(error: unknown): DatabaseErrorFields | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as Record<string, unknown>
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const field = (name: string) =>
        typeof candidate[name] === 'string' ? (candidate[name] as string) : undefined
      if (field('severity') !== undefined || field('routine') !== undefined) {
        return {
          sqlState: candidate.code,
          constraint: field('constraint'),
          table: field('table'),
          column: field('column'),
          routine: field('routine'),
        }
      }
    }
    current = candidate.cause
  }
  return undefined
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'That already exists. Please refresh and try again.'],
  '23503': [409, 'That refers to something that no longer exists. Please refresh and try again.'],
  '23514': [400, 'A value is outside what is allowed.'],
  '22003': [400, 'A number is too large.'],
  '22001': [400, 'A text is too long.'],
  '22P02': [400, 'A value is not in the expected format.'],
  '22021': [400, 'A text contains characters that are not allowed.'],
}

/** The 4xx a request's own bad data deserves, or undefined when the fault is ours. */
export function clientErrorFor(fields: DatabaseErrorFields): HttpError | undefined {
  const known = CLIENT_ERRORS[fields.sqlState]
  return known ? new HttpError(known[0], known[1]) : undefined
}

/**
 * What may be logged about an error: for a database error only its SQLSTATE and names, because
 * Drizzle's message holds the query and its bound parameters (a password hash, an email) and
 * PostgreSQL's own message and detail quote the offending values.
 */
export function loggableError(error: unknown): unknown {
  const fields = databaseError(error)
  return fields ? { type: 'DatabaseError', message: 'database error', ...fields } : error
}
