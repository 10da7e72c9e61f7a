// The bodies of Shiprocket's order calls: an adhoc order carried to a shopper, and a return order
// collected from one and brought back to the shop; amounts in rupees, weight in kg, dates on
// India's clock (https://apidocs.shiprocket.in/, its "Orders" and "Return & Exchange Orders"
// sections; decision 026).
import { istDateTime } from '#domain/business-days.ts'
import type { Paise } from '#domain/money.ts'
import type { Parcel } from '#domain/shipping/parcel.ts'
import type { BookingLine, ParcelBooking, ReturnBooking } from './courier.ts'

const rupees = (paise: Paise) => paise / 100

/** `2026-11-26 14:05` on India's clock, as Shiprocket's order_date reads. */
export const shiprocketDate = (at: Date): string => istDateTime(at)

const orderItems = (lines: BookingLine[]) =>
  lines.map((line) => ({
    name: line.name,
    sku: line.sku,
    units: line.units,
    selling_price: rupees(line.unitPrice),
    hsn: line.hsn,
  }))

const subTotal = (lines: BookingLine[]) =>
  rupees(lines.reduce((sum, line) => sum + line.unitPrice * line.units, 0))

const dimensions = (parcel: Parcel) => ({
  length: parcel.lengthCm,
  breadth: parcel.breadthCm,
  height: parcel.heightCm,
  weight: parcel.weightGrams / 1000,
})

/** The adhoc order's body: the consignee is also billed; amounts in rupees, weight in kg. */
export function adhocOrderBody(booking: ParcelBooking, pickupLocation: string) {
  const { consignee } = booking
  return {
    order_id: booking.orderNumber,
    order_date: shiprocketDate(booking.placedAt),
    pickup_location: pickupLocation,
    billing_customer_name: consignee.name,
    billing_last_name: '',
    billing_address: consignee.address,
    billing_city: consignee.city,
    billing_pincode: consignee.pincode,
    billing_state: consignee.state,
    billing_country: 'India',
    billing_email: consignee.email,
    billing_phone: consignee.phone,
    shipping_is_billing: true,
    order_items: orderItems(booking.lines),
    payment_method: booking.cashOnDelivery ? 'COD' : 'Prepaid',
    shipping_charges: rupees(booking.shipping),
    transaction_charges: rupees(booking.codFee),
    total_discount: rupees(booking.discount),
    sub_total: subTotal(booking.lines),
    ...dimensions(booking.parcel),
  }
}

/**
 * The return order's body: picked up from the shopper, shipped to the shop (Shiprocket's
 * shipping_* fields name where a return goes back to), prepaid; amounts in rupees, weight in kg.
 */
export function returnOrderBody(booking: ReturnBooking) {
  const { pickupFrom, returnTo } = booking
  return {
    order_id: booking.returnNumber,
    order_date: shiprocketDate(booking.askedAt),
    pickup_customer_name: pickupFrom.name,
    pickup_last_name: '',
    pickup_address: pickupFrom.address,
    pickup_city: pickupFrom.city,
    pickup_state: pickupFrom.state,
    pickup_country: 'India',
    pickup_pincode: pickupFrom.pincode,
    pickup_email: pickupFrom.email,
    pickup_phone: pickupFrom.phone,
    pickup_isd_code: '91',
    shipping_customer_name: returnTo.name,
    shipping_last_name: '',
    shipping_address: returnTo.address,
    shipping_city: returnTo.city,
    shipping_state: returnTo.state,
    shipping_country: 'India',
    shipping_pincode: returnTo.pincode,
    shipping_email: returnTo.email,
    shipping_phone: returnTo.phone,
    shipping_isd_code: '91',
    order_items: orderItems(booking.lines),
    payment_method: 'PREPAID',
    sub_total: subTotal(booking.lines),
    ...dimensions(booking.parcel),
  }
}
