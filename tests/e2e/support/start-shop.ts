// Starts the built shop on a free port with a fresh DATA_DIR, as `npm start` would, for the journeys.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { E2E_ADMIN } from './accounts.ts'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}

// The first start draws the demo catalogue with sharp, which takes a while on a busy 2-core machine.
async function waitForHealth(baseUrl: string, shop: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`The shop exited with code ${shop.exitCode}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The shop did not answer at ${baseUrl} within ${timeoutMs} ms`)
}

/**
 * Signs the admin in once for the whole run: the login endpoint allows ten tries per account in
 * 15 minutes, and the admin journeys would otherwise spend them all.
 */
async function adminSessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  })
  const session = response.headers.getSetCookie()[0]?.split(';')[0]
  if (!response.ok || !session) {
    throw new Error(`The E2E admin could not sign in (${response.status})`)
  }
  return session
}

const root = path.resolve(import.meta.dirname, '../../..')

/** A running shop: the compiled server on a free port over `dataDir`, as production runs it. */
export async function runShop(dataDir: string) {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const shop = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The cart-reminder journey waits for its mail; only shoppers who agreed to it get one.
      ABANDONED_CART_AFTER_MINUTES: '1',
      // Journeys tell their shopper's address as a proxy would (support/test.ts).
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealth(baseUrl, shop)
  return {
    baseUrl,
    async stop() {
      shop.kill('SIGTERM')
      await new Promise((resolve) => shop.once('exit', resolve))
    },
  }
}

/** Adds `count` generated products to a new store at `dataDir` (`npm run catalogue`). */
export function seedCatalogue(dataDir: string, count: number) {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/catalogue-cli.ts', String(count)],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'inherit' },
  )
  if (seeded.status !== 0) throw new Error('The catalogue was not seeded')
}

export const newDataDir = () => mkdtemp(path.join(os.tmpdir(), 'kavach-e2e-'))

export default async function startShop() {
  const dataDir = await newDataDir()
  // The journeys run the compiled server, as production does.
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error('The server did not compile')
  const shop = await runShop(dataDir)
  process.env.E2E_BASE_URL = shop.baseUrl
  process.env.E2E_DATA_DIR = dataDir
  process.env.E2E_ADMIN_COOKIE = await adminSessionCookie(shop.baseUrl)

  return async () => {
    await shop.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
