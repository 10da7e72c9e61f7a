// The product page's call to be told when a sold-out option is back.
import type { MessageResponse } from '#domain/api-shapes.ts'
import type { StockAlertRequest } from '#domain/product/stock-alert.ts'
import { api } from '#web/lib/api-client.ts'

export const askForStockAlert = (productId: string, request: StockAlertRequest) =>
  api<MessageResponse>(`/products/${productId}/notify`, { method: 'POST', body: request })
