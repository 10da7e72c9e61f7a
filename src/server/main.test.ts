// The server process as it runs (main.ts, under tsx), its stdout a pipe that a stalled log shipper
// stopped reading.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from './project-root.ts'
import { postgresTestUrl } from './testing/test-database-target.ts'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return address.port
}

async function waitForHealth(baseUrl: string, server: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${stderr()}`)
    const answer = await fetch(`${baseUrl}/api/health`).catch(() => undefined)
    if (answer?.ok) return
    await sleep(200)
  }
  throw new Error(`The server did not answer within 60 s:\n${stderr()}`)
}

/** Starts the server with its stdout a pipe that is never read; stderr is kept for failures. */
async function startWithStalledStdout() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kavach-stalled-log-'))
  const port = await freePort()
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_CONCURRENCY: '1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'debug',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Paused with no reader, the stream takes what fits in its own buffer and then stops reading,
  // so the pipe fills.
  server.stdout.pause()
  let stderr = ''
  server.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  cleanups.push(async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    await exited
    await rm(dataDir, { recursive: true, force: true })
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(baseUrl, server, () => stderr)
  return { server, baseUrl, exited, stderr: () => stderr }
}

// The process runs on its own embedded database, so the rerun on PostgreSQL would repeat it as is.
describe.skipIf(postgresTestUrl())('the server process', () => {
  it('ends within 10 s of SIGTERM while its stdout is a pipe nobody reads', async () => {
    const { server, baseUrl, exited, stderr } = await startWithStalledStdout()

    // Each request logs its 4 kB address at least once: 300 of them are over 1 MB of log lines,
    // several times what the pipe and the reader's buffer hold.
    const padding = 'x'.repeat(4_000)
    for (let batch = 0; batch < 30; batch += 1) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const answer = await fetch(`${baseUrl}/api/no-such-thing/${batch}-${i}?pad=${padding}`)
          await answer.arrayBuffer()
        }),
      )
    }
    // Still serving: the stalled reader holds no request up.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200)

    const sentAt = Date.now()
    server.kill('SIGTERM')
    const ended = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])
    expect(ended, `still running 10 s after SIGTERM; stderr:\n${stderr()}`).toBe(true)
    expect(Date.now() - sentAt).toBeLessThan(10_000)
    // Closed as a SIGTERM asks, not by the 10 s timer that forces an exit.
    expect(server.exitCode).toBe(0)
  }, 90_000)
})
