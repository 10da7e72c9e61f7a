import type { ProfileUpdate } from '#domain/schemas/auth.ts'
import type { PublicUser } from '#domain/schemas/user.ts'
import { api } from '#web/lib/api-client.ts'

export async function updateProfile(input: ProfileUpdate): Promise<PublicUser> {
  const { user } = await api<{ user: PublicUser }>('/user/profile', { method: 'PUT', body: input })
  return user
}
