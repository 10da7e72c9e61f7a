import {
  CheckCheck,
  CircleCheck,
  CircleX,
  Clock,
  Hourglass,
  IndianRupee,
  Mail,
  MessageSquare,
  Package,
  PackageCheck,
  ShoppingBag,
  Star,
} from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { formatApiRupees } from '#domain/money.ts'
import type { ContactStats } from '#domain/contact.ts'
import type { OrderStats } from '#domain/order/responses.ts'
import type { ProductStats } from '#domain/product/admin-products.ts'
import { StatCard } from '../shared/stat-card.tsx'
import { formatCount } from './chart-format.ts'

interface StatGroupProps {
  title: string
  /** Four across on wide screens rather than two. */
  wide?: boolean
  children: ReactNode
}

function StatGroup({ title, wide = false, children }: StatGroupProps) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <div className={`grid gap-4 sm:grid-cols-2 ${wide ? 'xl:grid-cols-4' : ''}`}>{children}</div>
    </section>
  )
}

export function OrderStatCards({ stats }: { stats: OrderStats }) {
  return (
    <StatGroup title="Order Statistics" wide>
      <StatCard
        label="Total Revenue"
        value={formatApiRupees(stats.totalRevenue)}
        icon={IndianRupee}
        tone="bg-green-50 text-green-700"
        note="Paid orders, not cancelled"
      />
      <StatCard
        label="Total Orders"
        value={formatCount(stats.totalOrders)}
        icon={ShoppingBag}
        note={
          stats.awaitingPayment > 0
            ? `All orders, ${formatCount(stats.awaitingPayment)} to be paid on delivery`
            : 'All orders'
        }
      />
      <StatCard
        label="Pending Orders"
        value={formatCount(stats.pendingOrders)}
        icon={Clock}
        tone="bg-amber-50 text-amber-700"
        note="Waiting for us to ship"
      />
      <StatCard
        label="Delivered Orders"
        value={formatCount(stats.deliveredOrders)}
        icon={PackageCheck}
        tone="bg-green-50 text-green-700"
      />
    </StatGroup>
  )
}

export function ProductStatCards({ stats }: { stats: ProductStats }) {
  return (
    <StatGroup title="Product Statistics">
      <StatCard label="Total Products" value={formatCount(stats.totalProducts)} icon={Package} />
      <StatCard
        label="In Stock"
        value={formatCount(stats.inStockProducts)}
        icon={CircleCheck}
        tone="bg-green-50 text-green-700"
      />
      <StatCard
        label="Out of Stock"
        value={formatCount(stats.outOfStockProducts)}
        icon={CircleX}
        tone="bg-red-50 text-red-700"
      />
      <StatCard
        label="Featured"
        value={formatCount(stats.featuredProducts)}
        icon={Star}
        tone="bg-amber-50 text-amber-700"
      />
    </StatGroup>
  )
}

export function MessageStatCards({ stats }: { stats: ContactStats }) {
  return (
    <StatGroup title="Message Statistics">
      <StatCard
        label="Total Messages"
        value={formatCount(stats.totalContacts)}
        icon={MessageSquare}
      />
      <StatCard
        label="New"
        value={formatCount(stats.newContacts)}
        icon={Mail}
        tone="bg-blue-50 text-blue-700"
      />
      <StatCard
        label="In Progress"
        value={formatCount(stats.inProgressContacts)}
        icon={Hourglass}
        tone="bg-amber-50 text-amber-700"
      />
      <StatCard
        label="Closed"
        value={formatCount(stats.closedContacts)}
        icon={CheckCheck}
        tone="bg-slate-100 text-slate-700"
      />
    </StatGroup>
  )
}
