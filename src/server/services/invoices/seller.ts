import type { Seller } from '#domain/invoice/build.ts'
import type { Config } from '../../config.ts'

export function sellerOf(
  config: Pick<Config, 'SELLER_LEGAL_NAME' | 'SELLER_ADDRESS' | 'SELLER_STATE' | 'SELLER_GSTIN'>,
): Seller {
  return {
    name: config.SELLER_LEGAL_NAME,
    address: config.SELLER_ADDRESS,
    state: config.SELLER_STATE,
    gstin: config.SELLER_GSTIN,
  }
}
