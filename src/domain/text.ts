// Text input for every request schema: no control characters, which PostgreSQL refuses (NUL) and
// which would let a shopper forge lines in mails and logs.
import { z } from 'zod'

/** C0 control characters and DEL, as a character range. */
const CONTROL = '\\u0000-\\u001f\\u007f'
export const CONTROL_CHARACTER = new RegExp(`[${CONTROL}]`)
const SINGLE_LINE = new RegExp(`^[^${CONTROL}]*$`)
const MULTI_LINE = new RegExp(`^(?:[^${CONTROL}]|\\r\\n|\\n|\\t)*$`)

interface TextParams {
  /** The message when the value is missing or not a string. */
  error?: string
}

/** One line of text, refusing NUL, tab, newline and the other C0 control characters and DEL. */
export function singleLineText(label: string, params: TextParams = {}) {
  return z
    .string(params.error ? { error: params.error } : undefined)
    .regex(SINGLE_LINE, { message: `${label} cannot contain control characters`, abort: true })
}

/** Text that may span lines: as singleLineText, but line breaks and tabs are allowed. */
export function multiLineText(label: string, params: TextParams = {}) {
  return z.string(params.error ? { error: params.error } : undefined).regex(MULTI_LINE, {
    message: `${label} cannot contain control characters other than line breaks and tabs`,
    abort: true,
  })
}

/** Bounds a text's length with messages that say the bounds ("Name must be at most 50 characters"). */
export function lengthWithin(
  text: z.ZodString,
  label: string,
  { min, max }: { min?: number; max: number },
) {
  const atLeast =
    min === undefined ? text : text.min(min, `${label} must be at least ${min} characters`)
  return atLeast.max(max, `${label} must be at most ${max} characters`)
}
