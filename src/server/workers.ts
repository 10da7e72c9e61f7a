// Serving from several processes: on PostgreSQL the primary forks WEB_CONCURRENCY workers that
// share the port, and keeps their number up.
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import type { Config } from './config.ts'

/** The environment variable that tells the one worker running the housekeeping sweep. */
export const SWEEPS = 'KAVACH_WORKER_SWEEPS'
/**
 * The payment simulator's signing secret, made by the primary and shared by its workers, so a
 * payment signed by one worker is verified by another (without Razorpay keys only).
 */
export const SIMULATOR_SECRET = 'KAVACH_SIMULATOR_SECRET'

/** PGlite is one process's own database, so only PostgreSQL is served by several workers. */
export const workerCount = (config: Pick<Config, 'DATABASE_URL' | 'WEB_CONCURRENCY'>) =>
  config.DATABASE_URL ? (config.WEB_CONCURRENCY ?? os.availableParallelism()) : 1

/**
 * Forks the workers (the database already prepared) and replaces any that dies; one of them runs
 * the sweep. A signal reaches every worker, and the primary leaves once they all have.
 */
export function superviseWorkers(config: Pick<Config, 'publicUrl'>, workers: number) {
  let closing = false
  let sweeper: number | undefined
  const simulatorSecret = randomBytes(32).toString('hex')
  const fork = (sweeps: boolean) => {
    const worker = cluster.fork({ [SWEEPS]: String(sweeps), [SIMULATOR_SECRET]: simulatorSecret })
    if (sweeps) sweeper = worker.id
  }
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`)
    fork(worker.id === sweeper)
  })
  for (let i = 0; i < workers; i += 1) fork(i === 0)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      closing = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal)
    })
  }
  console.log(`Kavach is serving ${config.publicUrl} on postgres with ${workers} workers`)
}
