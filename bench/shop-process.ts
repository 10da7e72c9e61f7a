// The shop as production runs it: the compiled server in a process of its own, on a fresh data
// folder and, given a URL, PostgreSQL (else its embedded database), with the demo store seeded and
// per-address limits out of the way.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
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

export async function waitForHealth(base: string, shop: ChildProcess) {
  for (let i = 0; i < 600; i += 1) {
    if (shop.exitCode !== null) throw new Error('The shop stopped while starting')
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('The shop did not start')
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
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
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
  await waitForHealth(base, shop)
  return {
    base,
    pid: shop.pid ?? 0,
    async close() {
      shop.kill('SIGTERM')
      await new Promise((resolve) => shop.once('exit', resolve))
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
