// Text input for every request schema: no control characters, which PostgreSQL refuses (NUL) and
// which would let a shopper forge lines in mails and logs, and no bidirectional controls, which
// would let a name or address read otherwise than it is stored on pages, mails and GST invoices
// (https://www.unicode.org/reports/tr36/#Bidirectional_Text_Spoofing).
import { z } from 'zod'
import { isIndianMobile, readIndianPhone } from './india.ts'

/** C0 control characters and DEL, as a character range. */
const CONTROL = '\\u0000-\\u001f\\u007f'
export const CONTROL_CHARACTER = new RegExp(`[${CONTROL}]`)
const SINGLE_LINE = new RegExp(`^[^${CONTROL}]*$`)
const MULTI_LINE = new RegExp(`^(?:[^${CONTROL}]|\\r\\n|\\n|\\t)*$`)
/**
 * Unicode's bidirectional controls (UAX #9): the embeddings and overrides U+202A-U+202E, the
 * isolates U+2066-U+2069 and the marks LRM, RLM and ALM. Right-to-left scripts need none of them.
 */
const DIRECTION_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069\\u200e\\u200f\\u061c'
const NO_DIRECTION_CONTROL = new RegExp(`^[^${DIRECTION_CONTROLS}]*$`)

interface TextParams {
  /** The message when the value is missing or not a string. */
  error?: string
}

const string = (params: TextParams) => z.string(params.error ? { error: params.error } : undefined)

const withoutDirectionControls = (text: z.ZodString, label: string) =>
  text.regex(NO_DIRECTION_CONTROL, {
    message: `${label} cannot contain invisible characters that change the text's direction`,
    abort: true,
  })

/**
 * A password: one line, refusing the control characters as singleLineText does. It is never shown,
 * so direction controls are kept: refusing them could lock out a password chosen with one.
 */
export function passwordText(label: string, params: TextParams = {}) {
  return string(params).regex(SINGLE_LINE, {
    message: `${label} cannot contain control characters`,
    abort: true,
  })
}

/**
 * One line of text, refusing NUL, tab, newline and the other C0 control characters and DEL, and
 * the bidirectional controls.
 */
export function singleLineText(label: string, params: TextParams = {}) {
  return withoutDirectionControls(passwordText(label, params), label)
}

/** Text that may span lines: as singleLineText, but line breaks and tabs are allowed. */
export function multiLineText(label: string, params: TextParams = {}) {
  const text = string(params).regex(MULTI_LINE, {
    message: `${label} cannot contain control characters other than line breaks and tabs`,
    abort: true,
  })
  return withoutDirectionControls(text, label)
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

export const MOBILE_NUMBER_ONLY = 'Phone number must be a mobile number starting with 6, 7, 8 or 9'

/**
 * An Indian mobile number as people type it (+91 or 0 first, spaces, dashes), answered as its 10
 * digits. `lengthMessage` is what a number of another length is told; `optional` lets it be empty.
 */
export function indianPhone(
  label: string,
  {
    lengthMessage,
    optional = false,
    ...params
  }: TextParams & {
    lengthMessage: string
    optional?: boolean
  },
) {
  return singleLineText(label, params)
    .trim()
    .transform(readIndianPhone)
    .superRefine((phone, ctx) => {
      if (optional && phone === '') return
      const message =
        phone.replace(/\s/g, '').length !== 10
          ? lengthMessage
          : !/^\d+$/.test(phone)
            ? `${label} number must contain digits only`
            : isIndianMobile(phone)
              ? null
              : MOBILE_NUMBER_ONLY
      if (message) ctx.addIssue({ code: 'custom', message })
    })
}
