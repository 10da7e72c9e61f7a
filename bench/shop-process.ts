// The shop as production runs it: the compiled server in a process of its own, on a fresh data
// folder and, given a URL, PostgreSQL (else its embedded database), with the demo store seeded and
// per-address limits out of the way.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Waits for the shop to answer its health check: long enough for `npm start` to build first. */
export async function waitForHealth(base: string, shop: ChildProcess) {
  for (let i = 0; i < 1500; i += 1) {
    if (shop.exitCode !== null) throw new Error('The shop stopped while starting')
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('The shop did not start')
}

/** Stops a child process and waits for it, unless it has already gone. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  await exited
}

export interface ShopProcess {
  base: string
  pid: number
  close(): Promise<void>
}

export async function startShopProcess(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<ShopProcess> {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error('The server did not compile')
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kavach-bench-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const shop = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      // Only what the bench says: not the developer's own database, Redis or mail server.
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      SMTP_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  // A bench that fails part-way leaves no shop behind to skew the next one.
  const orphaned = () => shop.kill()
  process.once('exit', orphaned)
  await waitForHealth(base, shop)
  return {
    base,
    pid: shop.pid ?? 0,
    async close() {
      process.off('exit', orphaned)
      await stop(shop)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
