// What the admin's CSV exports hold, column by column (the product CSV is product/product-csv.ts).

export const ORDER_CSV_COLUMNS = [
  'order_number',
  'placed_at',
  'status',
  'payment_method',
  'payment',
  'customer_name',
  'customer_email',
  'ship_to_name',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
  'items',
  'subtotal',
  'discount',
  'coupon_code',
  'shipping',
  'cod_fee',
  'tax',
  'total',
  'refunded',
  'courier',
  'tracking_number',
  'billing_gstin',
] as const

export const CUSTOMER_CSV_COLUMNS = [
  'name',
  'email',
  'phone',
  'joined_on',
  'orders',
  'total_spent',
  'tier',
  'first_order_at',
  'last_order_at',
] as const

/** The name a download is saved under: `orders-2026-11-27.csv`. */
export const exportFileName = (what: string, istDay: string) => `${what}-${istDay}.csv`
