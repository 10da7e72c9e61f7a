import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { AdminDashboard } from '#domain/admin-dashboard.ts'
import { ChartCard } from './chart-card.tsx'
import { formatAxisRupees, formatCount, formatDay, formatRupeeFigure } from './chart-format.ts'
import { AXIS_COLOR, BRAND_COLOR, GRID_COLOR } from './chart-palette.ts'

type Day = AdminDashboard['revenueByDay'][number]

function describe(days: Day[]) {
  const revenue = days.reduce((sum, d) => sum + d.revenue, 0)
  const orders = days.reduce((sum, d) => sum + d.orders, 0)
  const caption = `${formatRupeeFigure(revenue)} from ${formatCount(orders)} paid ${orders === 1 ? 'order' : 'orders'}`
  if (orders === 0) return { caption, summary: 'No paid orders in the last 30 days.' }
  const best = days.reduce((top, d) => (d.revenue > top.revenue ? d : top))
  const summary = `Revenue over the last ${days.length} days: ${caption}. Best day ${formatDay(best.date)} with ${formatRupeeFigure(best.revenue)}.`
  return { caption, summary }
}

export function RevenueChart({ days }: { days: Day[] }) {
  const { caption, summary } = describe(days)
  return (
    <ChartCard title="Revenue (Last 30 Days)" caption={caption} summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={days}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={formatDay}
            minTickGap={24}
            tick={{ fill: AXIS_COLOR, fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: GRID_COLOR }}
          />
          <YAxis
            tickFormatter={formatAxisRupees}
            allowDecimals={false}
            width={56}
            tick={{ fill: AXIS_COLOR, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            cursor={{ fill: GRID_COLOR, opacity: 0.5 }}
            labelFormatter={(day) => formatDay(String(day))}
            formatter={(value) => [formatRupeeFigure(Number(value)), 'Revenue']}
          />
          <Bar dataKey="revenue" fill={BRAND_COLOR} radius={[4, 4, 0, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}
