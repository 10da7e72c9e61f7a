// What the coupon endpoints answer (money in rupees).

export interface ApiCoupon {
  _id: string
  code: string
  type: 'flat' | 'percentage'
  /** Rupees off for flat coupons, the percentage for percentage coupons. */
  value: number
  minCartValue: number
  maxUsage: number | null
  usageCount: number
  isActive: boolean
  description: string
  createdAt: string
}
