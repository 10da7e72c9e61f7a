import type { Paise } from './money.ts'

// Bronze below ₹1,000, Silver to ₹4,999, Gold to ₹9,999, Platinum from ₹10,000.
export const MEMBERSHIP_TIERS = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number]

const TIER_THRESHOLDS: ReadonlyArray<[MembershipTier, Paise]> = [
  ['Platinum', 10_000_00],
  ['Gold', 5_000_00],
  ['Silver', 1_000_00],
]

export function membershipTier(totalSpent: Paise): MembershipTier {
  return TIER_THRESHOLDS.find(([, min]) => totalSpent >= min)?.[0] ?? 'Bronze'
}
