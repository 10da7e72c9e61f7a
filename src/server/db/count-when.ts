import { count, type SQL, sql } from 'drizzle-orm'

/** Counts the rows that meet `condition`, beside other figures of the same query. */
export const countWhen = (condition: SQL | undefined) =>
  count(sql`case when ${condition ?? sql`false`} then 1 end`)
