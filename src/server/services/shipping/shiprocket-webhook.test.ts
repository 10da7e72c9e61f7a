import { describe, expect, it } from 'vitest'
import { scansOf, ShiprocketTrackingSchema, shiprocketTime } from './shiprocket-webhook.ts'

describe('shiprocketTime', () => {
  it('reads both ways Shiprocket writes India’s clock', () => {
    expect(shiprocketTime('2023-05-19 15:32:17')?.toISOString()).toBe('2023-05-19T10:02:17.000Z')
    expect(shiprocketTime('23 05 2023 11:43:52')?.toISOString()).toBe('2023-05-23T06:13:52.000Z')
    expect(shiprocketTime('yesterday')).toBeUndefined()
    expect(shiprocketTime(undefined)).toBeUndefined()
  })
})

describe('scansOf', () => {
  const received = new Date('2026-11-26T10:00:00Z')

  it('reads the documented example: its history, oldest first, and the current status it lacks', () => {
    const body = ShiprocketTrackingSchema.parse({
      awb: 19041424751540,
      current_status: 'IN TRANSIT',
      current_status_id: 20,
      shipment_status: 'IN TRANSIT',
      shipment_status_id: 18,
      current_timestamp: '23 05 2023 11:43:52',
      scans: [
        {
          date: '2023-05-19 15:32:17',
          activity: 'In Transit - Shipment picked up',
          location: 'Chomu_SamodRd_D (Rajasthan)',
          'sr-status': '42',
          'sr-status-label': 'PICKED UP',
        },
        {
          date: '2023-05-19 11:59:16',
          activity: 'Manifested - Manifest uploaded',
          location: 'Chomu_SamodRd_D (Rajasthan)',
          'sr-status': '5',
          'sr-status-label': 'MANIFEST GENERATED',
        },
        { date: '2023-05-19 16:00:00', activity: 'Bagged', 'sr-status': 'NA' },
      ],
    })
    expect(body.awb).toBe('19041424751540')
    expect(scansOf(body, received)).toEqual([
      expect.objectContaining({
        scan: null,
        courierStatusId: 5,
        activity: 'Manifested - Manifest uploaded',
      }),
      expect.objectContaining({ scan: 'picked_up', courierStatusId: 42 }),
      expect.objectContaining({
        scan: 'in_transit',
        courierStatusId: 18,
        location: 'Chomu_SamodRd_D (Rajasthan)',
        at: new Date('2023-05-23T06:13:52.000Z'),
      }),
    ])
  })

  it('dates a scan without a readable time when the webhook came', () => {
    const body = ShiprocketTrackingSchema.parse({ awb: 'X1', shipment_status_id: 7 })
    expect(scansOf(body, received)).toEqual([
      expect.objectContaining({ scan: 'delivered', at: received, location: '' }),
    ])
  })
})
