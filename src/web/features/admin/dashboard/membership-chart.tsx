import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { MembershipStat } from '#domain/admin-dashboard.ts'
import { ChartCard } from './chart-card.tsx'
import { formatCount, formatRupeeFigure } from './chart-format.ts'
import { AXIS_COLOR, GRID_COLOR, TIER_COLORS } from './chart-palette.ts'

const customers = (n: number) => `${formatCount(n)} ${n === 1 ? 'customer' : 'customers'}`

function TierTable({ tiers }: { tiers: MembershipStat[] }) {
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="sr-only">Customers and total spent per membership tier</caption>
      <thead className="text-left text-slate-500">
        <tr>
          <th scope="col" className="py-1 font-medium">
            Tier
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Customers
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Total Spent
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-slate-800">
        {tiers.map((t) => (
          <tr key={t.tier}>
            <th scope="row" className="py-1.5 text-left font-medium">
              <span
                aria-hidden
                className="mr-2 inline-block h-2.5 w-2.5 rounded-full"
                style={{ backgroundColor: TIER_COLORS[t.tier] }}
              />
              {t.tier}
            </th>
            <td className="py-1.5 text-right">{formatCount(t.count)}</td>
            <td className="py-1.5 text-right">{formatRupeeFigure(t.totalSpent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function MembershipChart({ tiers }: { tiers: MembershipStat[] }) {
  const total = tiers.reduce((sum, t) => sum + t.count, 0)
  const summary = `Customers per membership tier: ${tiers.map((t) => `${t.tier} ${customers(t.count)}`).join(', ')}.`
  return (
    <ChartCard
      title="Membership Distribution"
      caption={`${customers(total)} across ${tiers.length} tiers`}
      summary={summary}
      footer={<TierTable tiers={tiers} />}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={tiers} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0 }}>
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis
            dataKey="tier"
            tick={{ fill: AXIS_COLOR, fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: GRID_COLOR }}
          />
          <YAxis
            allowDecimals={false}
            width={40}
            tick={{ fill: AXIS_COLOR, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <Bar dataKey="count" radius={[6, 6, 0, 0]} maxBarSize={56} isAnimationActive={false}>
            {tiers.map((t) => (
              <Cell key={t.tier} fill={TIER_COLORS[t.tier]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}
