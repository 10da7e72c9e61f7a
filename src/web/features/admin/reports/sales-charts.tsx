// The period's sales drawn three ways: by day, by category and by payment method, each with the
// words a screen reader reads in place of the drawing.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { PAYMENT_METHOD_LABELS } from '#domain/order/payment-method.ts'
import type { SalesReport } from '#domain/reports/reports.ts'
import { ChartCard } from '../dashboard/chart-card.tsx'
import {
  formatAxisRupees,
  formatCount,
  formatDay,
  formatRupeeFigure,
} from '../dashboard/chart-format.ts'
import { AXIS_COLOR, BRAND_COLOR, GRID_COLOR } from '../dashboard/chart-palette.ts'

const AXIS = { fill: AXIS_COLOR, fontSize: 12 }

interface Bars {
  title: string
  data: { name: string; sales: number }[]
  caption: string
  summary: string
  horizontal?: boolean
  tickFormatter?: (name: string) => string
}

function SalesBars({ title, data, caption, summary, horizontal = false, tickFormatter }: Bars) {
  return (
    <ChartCard title={title} caption={caption} summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout={horizontal ? 'vertical' : 'horizontal'}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={GRID_COLOR} vertical={horizontal} horizontal={!horizontal} />
          {horizontal ? (
            <>
              <XAxis
                type="number"
                tickFormatter={formatAxisRupees}
                tick={AXIS}
                tickLine={false}
                axisLine={false}
              />
              <YAxis
                type="category"
                dataKey="name"
                width={110}
                tick={AXIS}
                tickLine={false}
                axisLine={false}
              />
            </>
          ) : (
            <>
              <XAxis
                dataKey="name"
                tickFormatter={tickFormatter}
                minTickGap={24}
                tick={AXIS}
                tickLine={false}
                axisLine={{ stroke: GRID_COLOR }}
              />
              <YAxis
                tickFormatter={formatAxisRupees}
                width={56}
                tick={AXIS}
                tickLine={false}
                axisLine={false}
              />
            </>
          )}
          <Tooltip
            cursor={{ fill: GRID_COLOR, opacity: 0.5 }}
            labelFormatter={(name) => (tickFormatter ? tickFormatter(String(name)) : String(name))}
            formatter={(value) => [formatRupeeFigure(Number(value)), 'Sales']}
          />
          <Bar
            dataKey="sales"
            fill={BRAND_COLOR}
            radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            maxBarSize={28}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

const listed = (rows: { name: string; sales: number }[]) =>
  rows.map((r) => `${r.name} ${formatRupeeFigure(r.sales)}`).join(', ')

export function SalesCharts({ sales }: { sales: SalesReport }) {
  const total = sales.byDay.reduce((s, d) => s + d.sales, 0)
  const orders = sales.byDay.reduce((s, d) => s + d.orders, 0)
  const caption = `${formatRupeeFigure(total)} from ${formatCount(orders)} ${orders === 1 ? 'order' : 'orders'}, cancelled ones left out`
  const best = sales.byDay.reduce(
    (top, d) => (d.sales > (top?.sales ?? -1) ? d : top),
    sales.byDay[0],
  )
  const categories = sales.byCategory.map((c) => ({ name: c.category, sales: c.sales }))
  const methods = sales.byPaymentMethod.map((m) => ({
    name: PAYMENT_METHOD_LABELS[m.method],
    sales: m.sales,
  }))
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <SalesBars
          title="Sales by day"
          data={sales.byDay.map((d) => ({ name: d.date, sales: d.sales }))}
          caption={caption}
          summary={
            orders === 0
              ? 'No orders in this period.'
              : `Sales by day: ${caption}. Best day ${formatDay(best?.date ?? '')} with ${formatRupeeFigure(best?.sales ?? 0)}.`
          }
          tickFormatter={formatDay}
        />
      </div>
      <SalesBars
        title="Sales by category"
        data={categories}
        caption="Goods at the prices paid, before coupons"
        summary={
          categories.length === 0
            ? 'No goods sold in this period.'
            : `Sales by category: ${listed(categories)}.`
        }
        horizontal
      />
      <SalesBars
        title="Sales by payment method"
        data={methods}
        caption="Order totals"
        summary={`Sales by payment method: ${listed(methods)}.`}
      />
    </div>
  )
}
