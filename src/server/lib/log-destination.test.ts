import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { boundedLogDestination } from './log-destination.ts'

/** A pipe whose reader takes nothing until `resume` is called, then everything. */
function stalledPipe() {
  const taken: string[] = []
  let release: (() => void) | undefined
  let stalled = true
  const pipe = new Writable({
    decodeStrings: false,
    highWaterMark: 1,
    write(chunk: string, _encoding, done) {
      taken.push(chunk)
      if (stalled) release = done
      else done()
    },
  })
  return {
    pipe,
    taken,
    resume() {
      stalled = false
      release?.()
    },
  }
}

/** A log line of 100 bytes, newline included. */
function line(n: number) {
  const bare = JSON.stringify({ level: 30, msg: `line ${n}`, pad: '' })
  return `${bare.slice(0, -2)}${'.'.repeat(99 - bare.length)}"}\n`
}

describe('the log destination', () => {
  it('is tried with lines of 100 bytes', () => {
    expect(Buffer.byteLength(line(42))).toBe(100)
  })

  it('drops and counts the lines past its bound while the reader is stalled, holding nothing up', () => {
    const { pipe } = stalledPipe()
    const destination = boundedLogDestination(pipe, 1_000)
    for (let n = 0; n < 100; n += 1) destination.write(line(n))
    expect(destination.dropped()).toBe(90)
    expect(pipe.writableLength).toBe(1_000)
  })

  it('says how many lines went once the reader takes lines again', async () => {
    const { pipe, taken, resume } = stalledPipe()
    const destination = boundedLogDestination(pipe, 350)
    for (let n = 0; n < 5; n += 1) destination.write(line(n))
    resume()
    await new Promise((resolve) => setImmediate(resolve))
    destination.write(line(5))
    await new Promise((resolve) => setImmediate(resolve))

    const lines = taken
      .join('')
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text))
    expect(lines.map((l) => l.msg)).toEqual([
      'line 0',
      'line 1',
      'line 2',
      '2 log lines were dropped: stdout was not being read',
      'line 5',
    ])
    expect(lines[3]).toMatchObject({ level: 40, droppedLogLines: 2 })
  })

  it('stops writing to a reader that went away, without throwing', () => {
    const { pipe } = stalledPipe()
    const destination = boundedLogDestination(pipe)
    pipe.destroy(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))
    expect(() => destination.write(line(0))).not.toThrow()
    expect(destination.dropped()).toBe(1)
  })
})
