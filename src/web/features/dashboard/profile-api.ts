import type { ProfileUpdate, PublicUser, UserResponse } from '#domain/account.ts'
import { api } from '#web/lib/api-client.ts'

export async function updateProfile(input: ProfileUpdate): Promise<PublicUser> {
  const { user } = await api<UserResponse>('/user/profile', { method: 'PUT', body: input })
  return user
}
