// The search synonyms tab's calls to the server: the list, add, edit and delete.
import type {
  AdminSearchSynonym,
  SearchSynonym,
  SearchSynonymList,
  SearchSynonymSaved,
} from '#domain/product/search-synonym.ts'
import { api } from '#web/lib/api-client.ts'

export async function fetchSearchSynonyms(signal: AbortSignal): Promise<AdminSearchSynonym[]> {
  return (await api<SearchSynonymList>('/admin/search-synonyms', { signal })).synonyms
}

export async function createSearchSynonym(input: SearchSynonym): Promise<AdminSearchSynonym> {
  return (await api<SearchSynonymSaved>('/admin/search-synonyms', { method: 'POST', body: input }))
    .synonym
}

export async function updateSearchSynonym(
  id: string,
  input: SearchSynonym,
): Promise<AdminSearchSynonym> {
  return (
    await api<SearchSynonymSaved>(`/admin/search-synonyms/${id}`, { method: 'PUT', body: input })
  ).synonym
}

export async function deleteSearchSynonym(id: string): Promise<void> {
  await api(`/admin/search-synonyms/${id}`, { method: 'DELETE' })
}
