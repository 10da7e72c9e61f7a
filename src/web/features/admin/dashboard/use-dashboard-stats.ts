import type { AdminDashboard } from '#domain/admin-dashboard.ts'
import type { ContactStats } from '#domain/contact.ts'
import type { OrderStats } from '#domain/order/responses.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { fetchDashboard, fetchMessageStats, fetchOrderStats } from './dashboard-api.ts'

interface DashboardStats {
  overview: AdminDashboard
  orders: OrderStats
  messages: ContactStats
}

/**
 * The dashboard's three calls, shown as one: loading until each has answered, and without data
 * if any failed. Order and message figures come from their own stats endpoints, which the Orders
 * and Messages tabs' totals are held to, and not from the overview's copies of them.
 */
export function useDashboardStats() {
  // A failed fetch is only logged; the tab offers a retry.
  const overview = useApiQuery('/admin/dashboard', fetchDashboard, {
    what: 'dashboard statistics',
  })
  const orders = useApiQuery('/orders/admin/stats', fetchOrderStats, { what: 'order stats' })
  const messages = useApiQuery('/contact/admin/stats', fetchMessageStats, {
    what: 'message stats',
  })
  const data: DashboardStats | undefined =
    overview.data && orders.data && messages.data
      ? { overview: overview.data, orders: orders.data, messages: messages.data }
      : undefined
  return {
    data,
    loading: overview.loading || orders.loading || messages.loading,
    /** Asks all three again, so the figures shown are read at the same moment. */
    refetch: () => {
      overview.refetch()
      orders.refetch()
      messages.refetch()
    },
  }
}
