// What the header's search box reads from the API.
import type { SearchSuggestions } from '#domain/product/search-suggestions.ts'
import { api } from '#web/lib/api-client.ts'

export const fetchSuggestions = (q: string, signal: AbortSignal) =>
  api<SearchSuggestions>('/search/suggestions', { query: { q }, signal })
