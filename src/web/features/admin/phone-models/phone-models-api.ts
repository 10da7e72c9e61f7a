// The phone model tab's calls to the server: the list, add, edit, delete and a CSV import.
import type {
  AdminPhoneModel,
  AdminPhoneModelList,
  PhoneModelCreate,
  PhoneModelImported,
  PhoneModelSaved,
  PhoneModelUpdate,
} from '#domain/product/phone-model-admin.ts'
import { api } from '#web/lib/api-client.ts'

export async function fetchPhoneModels(signal: AbortSignal): Promise<AdminPhoneModel[]> {
  return (await api<AdminPhoneModelList>('/admin/phone-models', { signal })).phoneModels
}

export async function createPhoneModel(input: PhoneModelCreate): Promise<AdminPhoneModel> {
  return (await api<PhoneModelSaved>('/admin/phone-models', { method: 'POST', body: input }))
    .phoneModel
}

export async function updatePhoneModel(
  id: string,
  input: PhoneModelUpdate,
): Promise<AdminPhoneModel> {
  return (await api<PhoneModelSaved>(`/admin/phone-models/${id}`, { method: 'PUT', body: input }))
    .phoneModel
}

export async function deletePhoneModel(id: string): Promise<void> {
  await api(`/admin/phone-models/${id}`, { method: 'DELETE' })
}

/** Sends the file's text as text/csv, whatever type the browser gave the file. */
export async function importPhoneModels(file: Blob): Promise<PhoneModelImported> {
  const csv = new Blob([await file.text()], { type: 'text/csv' })
  return api<PhoneModelImported>('/admin/phone-models/import', { method: 'POST', body: csv })
}
