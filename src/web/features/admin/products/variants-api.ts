// The stock calls of a variant: its history and a staff adjustment.
import type {
  StockMovementsResponse,
  VariantStockResponse,
} from '#domain/product/admin-variants.ts'
import type { StockAdjustment } from '#domain/product/stock.ts'
import { api } from '#web/lib/api-client.ts'

const variantPath = (id: string) => `/admin/variants/${encodeURIComponent(id)}`

export const fetchStockHistory = (id: string, signal: AbortSignal) =>
  api<StockMovementsResponse>(`${variantPath(id)}/movements`, { signal })

export async function adjustStock(id: string, adjustment: StockAdjustment) {
  const result = await api<VariantStockResponse>(`${variantPath(id)}/stock`, {
    method: 'POST',
    body: adjustment,
  })
  return result.variant
}
