import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. Algorithm 2 is Argon2id
// (the package's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let standIn: Promise<string> | undefined
/**
 * A hash that no password matches, checked when an email has no password to check, so that every
 * sign-in costs one check and its time tells nothing about the email.
 */
export const standInPasswordHash = () => (standIn ??= hashPassword(randomBytes(16).toString('hex')))
