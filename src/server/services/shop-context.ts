// What the order services work with, built once with the app from its config (buildApp decorates
// it as `app.shop`); each request, or the sweep, adds the logger it writes to.
import type { CodTerms } from '#domain/order/payment-method.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import type { Log } from '../lib/log.ts'
import type { PaymentGateway } from './payments/gateway.ts'
import type { Courier } from './shipping/courier.ts'
import { type DeliverySettings, deliverySettings } from './pincodes/delivery-estimate.ts'

export interface ShopContext {
  db: Db
  payments: PaymentGateway
  /** Who carries parcels; none when staff ship by hand. */
  courier: Courier | null
  /** Where links in mails point. */
  publicUrl: string
  /** The team inbox staff notices go to; empty, they go to the admins (decision 039). */
  staffEmails: readonly string[]
  delivery: DeliverySettings
  cod: CodTerms
}

/** The shop's context with the logger of the request or job using it. */
export type OrderContext = ShopContext & { log: Log }

export function shopContext(
  config: Config,
  db: Db,
  payments: PaymentGateway,
  courier: Courier | null,
): ShopContext {
  return {
    db,
    payments,
    courier,
    publicUrl: config.publicUrl,
    staffEmails: config.STAFF_EMAILS,
    delivery: deliverySettings(config),
    cod: { fee: config.COD_FEE, maxOrderValue: config.COD_MAX_ORDER_VALUE },
  }
}
