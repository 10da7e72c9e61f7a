// Chart colours (SVG fills need real colour values, not Tailwind classes).
import type { MembershipTier } from '#domain/membership.ts'
import type { OrderStatus } from '#domain/order/status.ts'

export const BRAND_COLOR = '#4f46e5'
export const GRID_COLOR = '#e2e8f0'
export const AXIS_COLOR = '#64748b'

export const ORDER_STATUS_BARS: Record<OrderStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: '#f59e0b' },
  confirmed: { label: 'Confirmed', color: '#3b82f6' },
  packed: { label: 'Packed', color: '#6366f1' },
  dispatched: { label: 'Dispatched', color: '#a855f7' },
  delivered: { label: 'Delivered', color: '#22c55e' },
  returning: { label: 'Returning', color: '#f97316' },
  returned: { label: 'Returned', color: '#64748b' },
  cancelled: { label: 'Cancelled', color: '#ef4444' },
}

export const TIER_COLORS: Record<MembershipTier, string> = {
  Bronze: '#b45309',
  Silver: '#94a3b8',
  Gold: '#eab308',
  Platinum: '#7c3aed',
}
