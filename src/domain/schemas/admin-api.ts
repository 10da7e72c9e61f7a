// What the admin endpoints answer (money in rupees); the admin tabs read these shapes.

export interface CouponStats {
  totalCoupons: number
  activeCoupons: number
  inactiveCoupons: number
}
