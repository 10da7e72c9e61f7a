// The business's contact details: the one place the pages, the footer and the mails read them from.
export const SITE_CONTACT = {
  business: 'Kavach Accessories Private Limited',
  addressLines: ['2nd Floor, 14 Residency Road', 'Ashok Nagar, Bengaluru, Karnataka 560025'],
  phone: '+91 80 4567 8910',
  email: 'support@kavach.shop',
  supportHours: 'Mon-Fri 9AM-6PM IST',
  responseTimes: [
    { label: 'General inquiries', time: 'within 24 hours' },
    { label: 'Technical support', time: 'within 12 hours' },
    { label: 'Order problems', time: 'within 4 hours' },
    { label: 'Urgent issues', time: 'within 1 hour' },
  ],
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/kavach.shop' },
    { label: 'Facebook', href: 'https://www.facebook.com/kavach.shop' },
    { label: 'X (Twitter)', href: 'https://x.com/kavachshop' },
    { label: 'YouTube', href: 'https://www.youtube.com/@kavachshop' },
  ],
} as const
