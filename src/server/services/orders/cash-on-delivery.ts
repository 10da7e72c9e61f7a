// Cash on delivery's terms, from the shop's settings (its steps are payment-methods.ts's).
import type { CodTerms } from '#domain/order/payment-method.ts'
import type { Config } from '../../config.ts'

export function codTerms(config: Pick<Config, 'COD_FEE' | 'COD_MAX_ORDER_VALUE'>): CodTerms {
  return {
    fee: config.COD_FEE,
    maxOrderValue: config.COD_MAX_ORDER_VALUE,
  }
}
