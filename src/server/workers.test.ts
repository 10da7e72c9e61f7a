// WEB_CONCURRENCY: several HTTP workers on PostgreSQL, one process on the embedded database.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { workerCount } from './workers.ts'
import {
  postgresTestUrl,
  TEMPLATE_DATABASE,
  withDatabaseName,
} from './testing/test-database-target.ts'

describe('worker count', () => {
  it('is one on the embedded database, whatever WEB_CONCURRENCY says', () => {
    expect(workerCount(loadConfig({ WEB_CONCURRENCY: '4' }))).toBe(1)
  })

  it('is WEB_CONCURRENCY on PostgreSQL, or one per core', () => {
    const url = 'postgres://shop@db.internal/kavach'
    expect(workerCount(loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '3' }))).toBe(3)
    expect(workerCount(loadConfig({ DATABASE_URL: url }))).toBe(os.availableParallelism())
  })
})

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** The worker processes under the primary (tsx may run esbuild processes beside them). */
function children(pid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('src/server/main.ts'))
      .map((line) => line.trim().split(' ')[0] as string)
  } catch {
    return [] // ps exits 1 while the primary has no children yet
  }
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms = 90_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const value = await check()
    if (value) return value
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('timed out')
}

const serverUrl = postgresTestUrl()

describe.skipIf(!serverUrl)('the shop on PostgreSQL with WEB_CONCURRENCY=2', () => {
  const name = `kavach_workers_${randomBytes(5).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(sql).finally(() => client.end())
  }
  let shop: ChildProcess | undefined
  let dataDir = ''
  afterAll(async () => {
    shop?.kill('SIGKILL')
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await rm(dataDir, { recursive: true, force: true })
  })

  it('serves from two workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    await admin(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`)
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kavach-workers-'))
    const port = await freePort()
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: withDatabaseName(serverUrl as string, name),
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    shop = started
    let output = ''
    for (const stream of [started.stdout, started.stderr]) {
      stream?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    }
    const pid = started.pid as number
    const healthy = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined)
      return response?.ok
    }
    await until(async () => children(pid).length === 2 && (await healthy())).catch(() => {
      throw new Error(
        `The shop did not come up with two workers (${children(pid).join(', ')}):
${output}`,
      )
    })
    const answers = await Promise.all(Array.from({ length: 20 }, healthy))
    expect(answers.every(Boolean)).toBe(true)

    const [first, second] = children(pid)
    process.kill(Number(first), 'SIGKILL')
    const replaced = await until(() => {
      const now = children(pid)
      return now.length === 2 && !now.includes(first as string) ? now : undefined
    })
    expect(replaced).toContain(second)
    await until(healthy)

    const exit = new Promise<number | null>((resolve) => started.once('exit', resolve))
    started.kill('SIGTERM')
    expect(await exit).toBe(0)
  }, 200_000)
})
