// What the contact page and the footer say besides the seller profile (shop-profile.ts), which
// staff keep in admin: how soon the shop answers, and where it is on social media.
export const RESPONSE_TIMES = [
  { label: 'General inquiries', time: 'within 24 hours' },
  { label: 'Technical support', time: 'within 12 hours' },
  { label: 'Order problems', time: 'within 4 hours' },
  { label: 'Urgent issues', time: 'within 1 hour' },
]

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/kavach.shop' },
  { label: 'Facebook', href: 'https://www.facebook.com/kavach.shop' },
  { label: 'X (Twitter)', href: 'https://x.com/kavachshop' },
  { label: 'YouTube', href: 'https://www.youtube.com/@kavachshop' },
] as const
