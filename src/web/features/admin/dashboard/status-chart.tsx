import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { AdminDashboard } from '#domain/admin-dashboard.ts'
import { ChartCard } from './chart-card.tsx'
import { formatCount } from './chart-format.ts'
import { AXIS_COLOR, ORDER_STATUS_BARS } from './chart-palette.ts'

export function StatusChart({ statuses }: { statuses: AdminDashboard['ordersByStatus'] }) {
  const bars = statuses.map(({ status, count }) => ({ ...ORDER_STATUS_BARS[status], count }))
  const summary = `Paid orders by status: ${bars.map((b) => `${b.label} ${formatCount(b.count)}`).join(', ')}.`
  return (
    <ChartCard title="Orders by Status" caption="Paid orders in each status" summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={bars}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 0, right: 32, bottom: 0, left: 0 }}
        >
          <XAxis type="number" hide allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="label"
            width={84}
            tick={{ fill: AXIS_COLOR, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <Bar dataKey="count" radius={[0, 6, 6, 0]} barSize={22} isAnimationActive={false}>
            {bars.map((b) => (
              <Cell key={b.label} fill={b.color} />
            ))}
            <LabelList dataKey="count" position="right" fill="#334155" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}
