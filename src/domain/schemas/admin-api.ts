// What the admin endpoints answer (money in rupees); the admin tabs read these shapes.
import type { MembershipTier } from '../membership.ts'
import type { OrderStats } from '../order/responses.ts'
import type { OrderStatus } from '../order/status.ts'
import type { ContactStatus, QueryType } from './contact.ts'

export interface ListPage {
  total: number
  page: number
  limit: number
}

export interface ProductStats {
  totalProducts: number
  inStockProducts: number
  outOfStockProducts: number
  featuredProducts: number
}
export interface ContactStats {
  totalContacts: number
  newContacts: number
  inProgressContacts: number
  closedContacts: number
}
export interface MailStats {
  /** Unsent after several tries. */
  failingMails: number
}
export interface MembershipStat {
  tier: MembershipTier
  count: number
  totalSpent: number
}

export interface AdminDashboard {
  stats: { products: ProductStats; orders: OrderStats; contacts: ContactStats; mail: MailStats }
  membershipStats: MembershipStat[]
  /** The last 30 days on India's calendar, oldest first, paid orders only. */
  revenueByDay: { date: string; revenue: number; orders: number }[]
  ordersByStatus: { status: OrderStatus; count: number }[]
}

export interface AdminContact {
  _id: string
  /** What the sender's acknowledgement quotes. */
  reference: string
  name: string
  email: string
  phone: string | null
  queryType: QueryType
  subject: string
  message: string
  status: ContactStatus
  createdAt: string
  replies: { reply: string; createdAt: string }[]
}

export interface AdminReview {
  _id: string
  rating: number
  comment: string | null
  status: 'approved' | 'pending' | 'rejected'
  userName: string
  createdAt: string
  productDetails: { name: string; brand: string; image: string; category: string }
  orderDetails: { orderNumber: string; status: OrderStatus; createdAt: string }
}

export interface AdminGalleryImage {
  _id: string
  url: string
  category: string
  order: number
  createdAt: string
}

export interface GalleryStats {
  totalImages: number
  imagesByCategory: Record<string, number>
}

/** A mail the outbox has not managed to send yet. */
export interface AdminMail {
  _id: string
  recipient: string
  subject: string
  attempts: number
  lastError: string | null
  nextAttemptAt: string
  createdAt: string
}
