// Shiprocket's tracking webhook as the shop reads it (decision 026): the parcel's AWB and each of
// its scans, with the status id Shiprocket gives it, the courier's words, place and time.
import { z } from 'zod'
import { scanOfShiprocketStatus } from './shiprocket-statuses.ts'
import type { ShipmentScan } from '#domain/shipping/shipment.ts'
import { IST_OFFSET_MS } from '#domain/india-calendar.ts'

const text = z.union([z.string(), z.number()]).transform(String)
const statusId = z.union([z.string(), z.number()]).transform(Number)

/** The fields the shop reads; Shiprocket sends more, and may send any of them empty. */
export const ShiprocketTrackingSchema = z.looseObject({
  awb: text.pipe(z.string().trim().min(1, 'awb is required')),
  shipment_status: text.nullish(),
  shipment_status_id: statusId.nullish(),
  current_status: text.nullish(),
  current_timestamp: text.nullish(),
  scans: z
    .array(
      z.looseObject({
        date: text.nullish(),
        activity: text.nullish(),
        location: text.nullish(),
        'sr-status': statusId.nullish(),
        'sr-status-label': text.nullish(),
      }),
    )
    .nullish(),
})
export type ShiprocketTracking = z.infer<typeof ShiprocketTrackingSchema>

/** One scan of the parcel as the shop records it. */
export interface CourierScan {
  scan: ShipmentScan | null
  courierStatusId: number
  courierStatus: string
  activity: string
  location: string
  at: Date
}

/**
 * Shiprocket's times are India's clock, written `2026-11-26 14:05:09` in scans and
 * `26 11 2026 14:05:09` in current_timestamp; undefined for anything else.
 */
export function shiprocketTime(value: string | null | undefined): Date | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value?.trim() ?? '')
  const dayFirst = /^(\d{2})[ -](\d{2})[ -](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(
    value?.trim() ?? '',
  )
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]
      : undefined
  if (!parts) return undefined
  const [year, month, day, hours, minutes, seconds] = parts.map((part) => Number(part ?? 0))
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, minutes, seconds) - IST_OFFSET_MS
  return Number.isNaN(utc) ? undefined : new Date(utc)
}

/**
 * The scans a webhook reports, oldest first: each one in its `scans` history that carries a
 * Shiprocket status, and the current status when the history lacks it. Scans without a time take
 * the time the webhook came.
 */
export function scansOf(body: ShiprocketTracking, received: Date): CourierScan[] {
  const scans: CourierScan[] = (body.scans ?? []).flatMap((entry) => {
    const id = entry['sr-status']
    if (id === null || id === undefined || !Number.isInteger(id)) return []
    const label = entry['sr-status-label'] ?? ''
    return [
      {
        scan: scanOfShiprocketStatus(id) ?? null,
        courierStatusId: id,
        courierStatus: label,
        activity: entry.activity?.trim() || label,
        location: entry.location?.trim() ?? '',
        at: shiprocketTime(entry.date) ?? received,
      },
    ]
  })
  const current = body.shipment_status_id
  if (
    current !== null &&
    current !== undefined &&
    Number.isInteger(current) &&
    !scans.some((scan) => scan.courierStatusId === current)
  ) {
    const label = body.shipment_status ?? body.current_status ?? ''
    scans.push({
      scan: scanOfShiprocketStatus(current) ?? null,
      courierStatusId: current,
      courierStatus: label,
      activity: label,
      location: scans.at(-1)?.location ?? '',
      at: shiprocketTime(body.current_timestamp) ?? received,
    })
  }
  return scans.sort((a, b) => a.at.getTime() - b.at.getTime())
}
