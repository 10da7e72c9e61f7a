import { count, type SQL, sql } from 'drizzle-orm'

/** Counts the rows that meet `condition`, beside other figures of the same query. */
export const countWhen = (condition: SQL | undefined) =>
  count(sql`case when ${condition ?? sql`false`} then 1 end`)

/** Adds up `value` over the rows that meet `condition` (0 when none does), as a number. */
export const sumWhen = (condition: SQL | undefined, value: SQL | SQL.Aliased) =>
  sql<number>`coalesce(sum(case when ${condition ?? sql`false`} then ${value} end), 0)`.mapWith(
    Number,
  )
