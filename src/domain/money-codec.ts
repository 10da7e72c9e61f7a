// The API's rupees as the shop's paise: the one conversion at the edge (decision 001).
import { z } from 'zod'
import { paiseToRupees, rupeesToPaise } from './money.ts'

/**
 * An amount the API writes in rupees and the shop holds in paise (decision 001), converted here
 * only: parsing a request or an answer decodes rupees to paise, shaping an answer encodes paise
 * back. `wire` checks the rupees as sent (limits, decimals). A schema holding these infers paise;
 * its `z.input` is what travels.
 */
export function rupees(): z.ZodCodec<z.ZodNumber, z.ZodInt>
export function rupees<Wire extends z.ZodType<number, unknown>>(
  wire: Wire,
): z.ZodCodec<Wire, z.ZodInt>
export function rupees(wire: z.ZodType<number, unknown> = z.number()) {
  return z.codec(wire, z.int(), { decode: rupeesToPaise, encode: paiseToRupees })
}
