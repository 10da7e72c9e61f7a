import type { PreferencesAnswer, PreferencesSaved, PreferencesUpdate } from '#domain/consents.ts'
import { api } from '#web/lib/api-client.ts'

export const fetchPreferences = async (signal: AbortSignal) =>
  (await api<PreferencesAnswer>('/user/preferences', { signal })).preferences

export const savePreferences = async (body: PreferencesUpdate) =>
  (await api<PreferencesSaved>('/user/preferences', { method: 'PUT', body })).preferences
