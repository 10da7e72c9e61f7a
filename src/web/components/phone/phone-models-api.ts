// The phone models shoppers choose from, read by the header's chooser and the shop for one phone.
import type { PhoneModel, PhoneModelsResponse } from '#domain/product/phone-model.ts'
import { api, apiUrl } from '#web/lib/api-client.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'

const PHONE_MODELS_URL = apiUrl('/phone-models')

const fetchPhoneModels = (signal: AbortSignal) =>
  api<PhoneModelsResponse>('/phone-models', { signal })

/**
 * Every phone model the shop lists, asked for only when `enabled`; a page the server drew for one
 * phone carries the answer.
 */
export function usePhoneModels(enabled: boolean): {
  models: PhoneModel[] | undefined
  error: unknown
} {
  const query = useApiQuery(enabled ? PHONE_MODELS_URL : null, fetchPhoneModels, {
    what: 'phone models',
    server: true,
  })
  return { models: query.data?.phoneModels, error: query.error }
}
