// The admin's CSV exports: orders (with the list's filters), products (a line per variant) and
// customers, each read whole and written as spreadsheets read CSV.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { istDateTime } from '#domain/business-days.ts'
import { CUSTOMER_CSV_COLUMNS, ORDER_CSV_COLUMNS } from '#domain/exports.ts'
import { type CsvCell, csvRupees, toCsv } from '#domain/csv.ts'
import type { AdminCustomersQuery } from '#domain/customer.ts'
import { paymentStatusLabel, ORDER_STATUS_LABELS } from '#domain/order/status.ts'
import { PAYMENT_METHOD_LABELS } from '#domain/order/payment-method.ts'
import type { OrderFilters } from '#domain/order/staff.ts'
import { optionsCell, PRODUCT_CSV_COLUMNS } from '#domain/product/product-csv.ts'
import type { Db } from '../../db/client.ts'
import {
  orderItems,
  orders,
  type Product,
  products,
  type ProductVariant,
  productVariants,
  users,
} from '../../db/schema/index.ts'
import { customerSummaries } from './customers.ts'
import { orderFilters } from './order-filters.ts'

const when = (iso: string | null) => (iso ? istDateTime(new Date(iso)) : '')

export async function ordersCsv(db: Db, filters: OrderFilters): Promise<string> {
  const units = db
    .select({
      orderId: orderItems.orderId,
      units: sql<number>`sum(${orderItems.quantity})::int`.as('units'),
    })
    .from(orderItems)
    .groupBy(orderItems.orderId)
    .as('units')
  const rows = await db
    .select({ order: orders, name: users.name, email: users.email, units: units.units })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(units, eq(units.orderId, orders.id))
    .where(and(...orderFilters(db, filters)))
    .orderBy(desc(orders.placedAt), desc(orders.id))
  return toCsv(
    ORDER_CSV_COLUMNS,
    rows.map(({ order, name, email, units: items }) => {
      const to = order.shippingAddress
      return [
        order.orderNumber,
        order.placedAt ? istDateTime(order.placedAt) : '',
        ORDER_STATUS_LABELS[order.status],
        PAYMENT_METHOD_LABELS[order.paymentMethod],
        paymentStatusLabel({ ...order, totalAmount: order.total }),
        name,
        email,
        to.name,
        to.phone,
        to.address,
        to.city,
        to.state,
        to.pincode,
        items ?? 0,
        csvRupees(order.subtotal),
        csvRupees(order.discount),
        order.couponCode,
        csvRupees(order.shipping),
        csvRupees(order.codFee),
        csvRupees(order.tax),
        csvRupees(order.total),
        csvRupees(order.refundedAmount),
        order.courier,
        order.trackingNumber,
        order.billingGstin,
      ]
    }),
  )
}

/** A variant's line of the product CSV, as export writes it and import compares it. */
export function productCsvLine(product: Product, variant: ProductVariant): CsvCell[] {
  const rupees = (paise: number | null) => (paise === null ? '' : csvRupees(paise))
  return [
    product.id,
    product.name,
    product.brand,
    product.category,
    product.subcategory,
    csvRupees(product.price),
    rupees(product.originalPrice),
    product.hsnCode,
    product.gstRate,
    product.image,
    variant.id,
    variant.sku,
    optionsCell(
      variant.options,
      product.options.map((option) => option.name),
    ),
    variant.stock,
    rupees(variant.priceOverride),
    rupees(variant.originalPriceOverride),
    variant.stock,
  ]
}

export async function productsCsv(db: Db): Promise<string> {
  const rows = await db
    .select({ product: products, variant: productVariants })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .orderBy(
      asc(products.name),
      asc(products.id),
      asc(productVariants.position),
      asc(productVariants.sku),
    )
  return toCsv(
    PRODUCT_CSV_COLUMNS,
    rows.map(({ product, variant }) => productCsvLine(product, variant)),
  )
}

export async function customersCsv(
  db: Db,
  query: Pick<AdminCustomersQuery, 'search' | 'sort'>,
): Promise<string> {
  const customers = await customerSummaries(db, query)
  return toCsv(
    CUSTOMER_CSV_COLUMNS,
    customers.map((c) => [
      c.name,
      c.email,
      c.phone,
      istDateTime(new Date(c.joinedAt)).slice(0, 10),
      c.orders,
      csvRupees(c.totalSpent),
      c.tier,
      when(c.firstOrderAt),
      when(c.lastOrderAt),
    ]),
  )
}
