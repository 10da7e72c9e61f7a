// Where the server's log lines go: stdout, through a bounded buffer. A reader that stops reading (a
// stalled log shipper) costs log lines, dropped and counted, never the process. pino's own
// destination kept every line and, as the process exited, retried writing them to the full pipe
// for good, so SIGTERM could not end the server.
import os from 'node:os'
import type { Writable } from 'node:stream'

/** How much may wait for a slow reader before lines are dropped: seconds of a busy shop's logs. */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024

export interface LogDestination {
  write(line: string): void
  /** How many lines were dropped because the reader was not taking them. */
  dropped(): number
}

const watched = new WeakSet<Writable>()
const broken = new WeakSet<Writable>()

/**
 * Writes each line to `out` (a pipe's writes never block: Node queues them) unless more than
 * `maxBuffered` bytes already wait there; then the line is dropped and counted, and the first line
 * that fits again is preceded by a warning saying how many went. Nothing waits at exit.
 */
export function boundedLogDestination(
  out: Writable = process.stdout,
  maxBuffered = LOG_BUFFER_BYTES,
): LogDestination {
  // A reader gone for good (EPIPE) ends the logging, not the process.
  if (!watched.has(out)) {
    watched.add(out)
    out.on('error', () => broken.add(out))
  }
  let dropped = 0
  let reported = 0
  const fits = (text: string) => out.writableLength + Buffer.byteLength(text) <= maxBuffered

  return {
    write(line) {
      const note = dropped > reported ? droppedNote(dropped - reported) : ''
      if (out.destroyed || broken.has(out) || !fits(note + line)) {
        dropped += 1
        return
      }
      reported = dropped
      out.write(note + line)
    },
    dropped: () => dropped,
  }
}

/** A warning in pino's own shape, so log readers take it like any other line. */
function droppedNote(count: number) {
  const note = {
    level: 40,
    time: Date.now(),
    pid: process.pid,
    hostname: os.hostname(),
    droppedLogLines: count,
    msg: `${count} log line${count === 1 ? ' was' : 's were'} dropped: stdout was not being read`,
  }
  return `${JSON.stringify(note)}\n`
}
