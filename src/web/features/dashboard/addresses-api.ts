import type {
  SavedAddress,
  SavedAddressDeleted,
  SavedAddressList,
  SavedAddressResponse,
} from '#domain/saved-addresses.ts'
import { api } from '#web/lib/api-client.ts'

export const fetchSavedAddresses = async (signal: AbortSignal) =>
  (await api<SavedAddressList>('/user/addresses', { signal })).addresses

export const makeDefaultAddress = ({ id, ...address }: SavedAddress) =>
  api<SavedAddressResponse>(`/user/addresses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...address, isDefault: true },
  })

/** Answers the addresses left, with the default they now have. */
export const deleteSavedAddress = async (id: string) =>
  (
    await api<SavedAddressDeleted>(`/user/addresses/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    })
  ).addresses
