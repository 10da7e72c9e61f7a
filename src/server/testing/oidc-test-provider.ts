// A real OpenID provider on loopback (oidc-provider) that signs in one Google-like account at once.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export interface TestIdentity {
  sub: string
  email: string
  email_verified: boolean
  name: string
}

export async function startOidcProvider(options: {
  clientId: string
  clientSecret: string
  redirectUri: string
  identity: TestIdentity
}) {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const state = { identity: options.identity }

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google, put the scopes' claims in the ID token itself.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ ...state.identity, sub }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['kavach-test-provider'] },
  })
  const callback = provider.callback()

  // Stands in for Google's login and consent screens: the test's account agrees at once.
  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res)
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(req, res, { login: { accountId: state.identity.sub } })
      return
    }
    const grant = new provider.Grant({
      accountId: state.identity.sub,
      clientId: options.clientId,
    })
    grant.addOIDCScope('openid email profile')
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } })
  }

  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500
        res.end(String(error))
      })
    } else {
      void callback(req, res)
    }
  })

  return {
    issuer,
    setIdentity(identity: TestIdentity) {
      state.identity = identity
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Follows the provider's redirects with a cookie jar until it sends the browser back to `stopAt`. */
export async function followToCallback(start: string, stopAt: string): Promise<URL> {
  const jar = new Map<string, string>()
  let url = start
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = (pair ?? '').split('=')
      if (name) jar.set(name.trim(), value.join('='))
    }
    const location = response.headers.get('location')
    if (!location) throw new Error(`The provider stopped at ${url} with ${response.status}`)
    const next = new URL(location, url)
    if (next.href.startsWith(stopAt)) return next
    url = next.href
  }
  throw new Error('Too many redirects at the provider')
}
