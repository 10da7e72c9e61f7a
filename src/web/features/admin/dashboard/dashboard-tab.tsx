import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { AbandonedCarts } from './abandoned-carts.tsx'
import { Deliveries } from './deliveries.tsx'
import { FailingMail } from './failing-mail.tsx'
import { LowStock } from './low-stock.tsx'
import { MembershipChart } from './membership-chart.tsx'
import { ReturnFigures } from './return-figures.tsx'
import { RevenueChart } from './revenue-chart.tsx'
import { MessageStatCards, OrderStatCards, ProductStatCards } from './stat-groups.tsx'
import { StatusChart } from './status-chart.tsx'
import { useDashboardStats } from './use-dashboard-stats.ts'

export function DashboardTab() {
  const { data, loading, refetch } = useDashboardStats()

  return (
    <section aria-labelledby="dashboard-heading" className="space-y-8">
      <h2 id="dashboard-heading" className="text-2xl font-bold text-slate-900">
        Store Overview
      </h2>
      {loading && (
        <div className="flex justify-center py-16">
          <Spinner label="Loading statistics..." />
        </div>
      )}
      {!loading && !data && (
        <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
          <p className="text-slate-700">Could not load statistics</p>
          <Button variant="secondary" onClick={refetch} className="mt-4">
            Try Again
          </Button>
        </div>
      )}
      {data && (
        <>
          <OrderStatCards stats={data.orders} />
          <RevenueChart days={data.overview.revenueByDay} />
          <div className="grid gap-6 lg:grid-cols-2">
            <StatusChart statuses={data.overview.ordersByStatus} />
            <MembershipChart tiers={data.overview.membershipStats} />
          </div>
          <div className="grid gap-8 lg:grid-cols-2">
            <ProductStatCards stats={data.overview.stats.products} />
            <MessageStatCards stats={data.messages} />
          </div>
          <Deliveries rates={data.overview.returnToOrigin} />
          <ReturnFigures returns={data.overview.returns} />
          <AbandonedCarts />
          <LowStock lowStock={data.overview.lowStock} />
          <FailingMail stats={data.overview.stats.mail} />
        </>
      )}
    </section>
  )
}
