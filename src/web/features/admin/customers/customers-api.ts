// The customers tab's call past its list: one customer's page.
import type { CustomerPage } from '#domain/customer.ts'
import { api } from '#web/lib/api-client.ts'

export const fetchCustomerPage = (id: string, signal: AbortSignal) =>
  api<CustomerPage>(`/admin/customers/${id}`, { signal })
