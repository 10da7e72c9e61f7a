import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { FailingMail } from './failing-mail.tsx'
import { MembershipChart } from './membership-chart.tsx'
import { RevenueChart } from './revenue-chart.tsx'
import { MessageStatCards, OrderStatCards, ProductStatCards } from './stat-groups.tsx'
import { StatusChart } from './status-chart.tsx'
import { useDashboard } from './use-dashboard.ts'

export function DashboardTab() {
  const { state, retry } = useDashboard()

  return (
    <section aria-labelledby="dashboard-heading" className="space-y-8">
      <h2 id="dashboard-heading" className="text-2xl font-bold text-slate-900">
        Store Overview
      </h2>
      {state.status === 'loading' && (
        <div className="flex justify-center py-16">
          <Spinner label="Loading statistics..." />
        </div>
      )}
      {state.status === 'failed' && (
        <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
          <p className="text-slate-700">Could not load statistics</p>
          <Button variant="secondary" onClick={retry} className="mt-4">
            Try Again
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <OrderStatCards stats={state.data.stats.orders} />
          <RevenueChart days={state.data.revenueByDay} />
          <div className="grid gap-6 lg:grid-cols-2">
            <StatusChart statuses={state.data.ordersByStatus} />
            <MembershipChart tiers={state.data.membershipStats} />
          </div>
          <div className="grid gap-8 lg:grid-cols-2">
            <ProductStatCards stats={state.data.stats.products} />
            <MessageStatCards stats={state.data.stats.contacts} />
          </div>
          <FailingMail stats={state.data.stats.mail} />
        </>
      )}
    </section>
  )
}
