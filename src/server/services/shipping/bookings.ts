// A courier booking made inside a transaction that then fails is called off again, so no parcel
// is booked for a change the shop never saved.
import type { Parcel } from '#domain/shipping/parcel.ts'
import type { Log } from '../../lib/log.ts'
import { HttpError } from '../../lib/http-error.ts'
import { type BookedShipment, type Courier, CourierError } from './courier.ts'

/**
 * Runs `change`, which books through `booked`; when it fails after booking, the booking is
 * cancelled (logged if the courier refuses that too). A courier's refusal becomes a 502 saying
 * what it could not do.
 */
export async function undoBookingOnFailure<T>(
  courier: Courier,
  log: Log,
  what: string,
  change: (booked: (shipment: BookedShipment) => void) => Promise<T>,
): Promise<T> {
  let booking: BookedShipment | undefined
  try {
    return await change((made) => (booking = made))
  } catch (error) {
    const made = booking as BookedShipment | undefined
    if (made) {
      await courier
        .cancel(made.providerOrderId)
        .catch((failure: unknown) =>
          log.error(
            { err: failure, awb: made.awb },
            'A parcel was booked for a change that could not be saved, and could not be called off',
          ),
        )
    }
    if (error instanceof CourierError) {
      throw new HttpError(502, `The courier could not ${what}: ${error.message}`)
    }
    throw error
  }
}

/** A booked parcel as the shop keeps it: the courier's ids and tracking, the box and its weight. */
export const bookedParcel = (courier: Courier, booked: BookedShipment, parcel: Parcel) => ({
  provider: courier.provider,
  providerOrderId: booked.providerOrderId,
  providerShipmentId: booked.shipmentId,
  awb: booked.awb,
  courier: booked.courier,
  trackingUrl: booked.trackingUrl,
  weightGrams: parcel.weightGrams,
  lengthCm: parcel.lengthCm,
  breadthCm: parcel.breadthCm,
  heightCm: parcel.heightCm,
})
