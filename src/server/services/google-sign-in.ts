// Google sign-in: OpenID Connect with PKCE, state and nonce (openid-client) against GOOGLE_ISSUER.
import { eq, or } from 'drizzle-orm'
import * as oidc from 'openid-client'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { type User, users } from '../db/schema/index.ts'

export interface GoogleFlow {
  verifier: string
  state: string
  nonce: string
  redirect: string
}

export interface GoogleSignIn {
  /** The provider's authorization URL and the flow to remember until the callback. */
  start(redirect: string): Promise<{ url: URL; flow: GoogleFlow }>
  /** Exchanges the callback's code and answers the verified identity. */
  finish(
    callbackUrl: URL,
    flow: GoogleFlow,
  ): Promise<{ subject: string; email: string; name: string; picture?: string }>
}

export function createGoogleSignIn(config: Config): GoogleSignIn | undefined {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config
  if (!clientId || !clientSecret) return undefined
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`
  let discovered: Promise<oidc.Configuration> | undefined
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(config.GOOGLE_ISSUER), clientId, clientSecret, undefined, {
        // A local provider in development and tests speaks plain HTTP; Google itself never does.
        execute:
          config.GOOGLE_ISSUER.startsWith('http:') && !config.isProduction
            ? [oidc.allowInsecureRequests]
            : [],
      })
      .catch((error: unknown) => {
        discovered = undefined
        throw error
      })
    return discovered
  }

  return {
    async start(redirect) {
      const flow = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        redirect,
      }
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      })
      return { url, flow }
    },
    async finish(callbackUrl, flow) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : undefined
      if (!claims || !email || claims.email_verified !== true) {
        throw new Error('Google did not vouch for a verified email')
      }
      const name =
        typeof claims.name === 'string' && claims.name ? claims.name : email.split('@')[0]
      const picture = typeof claims.picture === 'string' ? claims.picture : undefined
      return { subject: claims.sub, email, name: (name ?? 'Shopper').slice(0, 20), picture }
    },
  }
}

/** Finds the account by Google subject or verified email, linking or creating it. */
export async function upsertGoogleUser(
  db: Db,
  identity: { subject: string; email: string; name: string; picture?: string },
): Promise<User> {
  const [existing] = await db
    .select()
    .from(users)
    .where(or(eq(users.googleSubject, identity.subject), eq(users.email, identity.email)))
  if (existing) {
    const [linked] = await db
      .update(users)
      .set({
        googleSubject: identity.subject,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        // Whoever set a password on an unverified account never proved the mailbox: drop it.
        ...(!existing.emailVerifiedAt && { passwordHash: null }),
        avatar: existing.avatar ?? identity.picture ?? null,
      })
      .where(eq(users.id, existing.id))
      .returning()
    return linked ?? existing
  }
  const [created] = await db
    .insert(users)
    .values({
      name: identity.name,
      email: identity.email,
      googleSubject: identity.subject,
      avatar: identity.picture ?? null,
      emailVerifiedAt: new Date(),
    })
    .returning()
  if (!created) throw new Error('Could not create the account')
  return created
}
