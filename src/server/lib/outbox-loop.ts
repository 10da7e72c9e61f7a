// The loop every outbox runs: claim due rows, deliver each, and look again at once when told that
// a producer committed some, else at the next poll. What a row is and how it goes is the caller's.
import type { Log } from './log.ts'

export interface OutboxLoop {
  /** Look for due rows now (after this process committed some), instead of at the next poll. */
  nudge(): void
  /** Delivers what is due until nothing is or a delivery fails, resolving with how many went. */
  drain(): Promise<number>
  stop(): Promise<void>
}

interface OutboxLoopOptions<Row> {
  /** Takes due rows for this worker (a lease others respect), at most a batch. */
  claim(): Promise<Row[]>
  /** Sends one row and records the outcome; false when it failed and waits for a retry. */
  deliver(row: Row): Promise<boolean>
  pollMs: number
  log: Pick<Log, 'error'>
  /** Named in the log line when the outbox can't be read. */
  what: string
}

export function startOutboxLoop<Row>(options: OutboxLoopOptions<Row>): OutboxLoop {
  const { claim, deliver, pollMs, log, what } = options
  let stopped = false
  let running: Promise<void> | undefined
  let again = false

  /** Claims and delivers batches until nothing is due. */
  async function sendDue(): Promise<number> {
    let sent = 0
    for (;;) {
      const rows = await claim()
      if (rows.length === 0) return sent
      const results = await Promise.all(rows.map(deliver))
      sent += results.filter(Boolean).length
      // A failure likely means the far end is down: leave the rest to the next poll.
      if (stopped || results.includes(false)) return sent
    }
  }

  function kick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        await sendDue().catch((error: unknown) =>
          log.error({ err: error }, `${what} outbox could not be read`),
        )
      } while (again && !stopped)
    })().finally(() => {
      running = undefined
    })
  }

  const timer = setInterval(kick, pollMs)
  timer.unref()
  kick()

  return {
    nudge: kick,
    async drain() {
      await running
      return sendDue()
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}

/** 30 s, doubling, at most an hour. */
export const defaultBackoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
