// The business's contact details: the one place the footer and the contact page read them from.
export const SITE_CONTACT = {
  business: 'Kavach Accessories Private Limited',
  addressLines: ['2nd Floor, 14 Residency Road', 'Ashok Nagar, Bengaluru, Karnataka 560025'],
  phone: '+91 80 4567 8910',
  email: 'support@kavach.shop',
  supportHours: 'Mon-Fri 9AM-6PM IST',
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/kavach.shop' },
    { label: 'Facebook', href: 'https://www.facebook.com/kavach.shop' },
    { label: 'X (Twitter)', href: 'https://x.com/kavachshop' },
    { label: 'YouTube', href: 'https://www.youtube.com/@kavachshop' },
  ],
} as const
