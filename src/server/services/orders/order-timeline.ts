// An order's timeline (issue 16 item 5): each step written in the transaction that takes it.
import type { OrderEventDetail, OrderEventKind } from '#domain/order/timeline.ts'
import type { DbOrTx } from '../../db/client.ts'
import { orderEvents } from '../../db/schema/index.ts'

export async function recordOrderEvent(
  tx: DbOrTx,
  orderId: string,
  kind: OrderEventKind,
  detail: OrderEventDetail = {},
  at: Date = new Date(),
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, kind, detail, at })
}
