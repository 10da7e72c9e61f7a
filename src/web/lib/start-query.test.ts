import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startQuery } from './start-query.ts'

describe('startQuery', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports the data the fetcher answers', async () => {
    const settle = vi.fn()
    startQuery(() => Promise.resolve(42), settle)
    await vi.waitFor(() => expect(settle).toHaveBeenCalledWith({ data: 42 }))
  })

  it('reports the error the fetcher fails with', async () => {
    const settle = vi.fn()
    const failure = new Error('offline')
    startQuery(() => Promise.reject(failure), settle)
    await vi.waitFor(() => expect(settle).toHaveBeenCalledWith({ error: failure }))
  })

  it('aborts the request and stays silent when cancelled before the answer', async () => {
    const settle = vi.fn()
    let seen: AbortSignal | undefined
    let answer: (value: number) => void = () => {}
    const cancel = startQuery((signal) => {
      seen = signal
      return new Promise<number>((resolve) => (answer = resolve))
    }, settle)
    cancel()
    answer(1)
    await Promise.resolve()
    expect(seen?.aborted).toBe(true)
    expect(settle).not.toHaveBeenCalled()
  })

  it('waits the delay before fetching, and never fetches when cancelled meanwhile', () => {
    const fetcher = vi.fn(() => Promise.resolve('rows'))
    const cancel = startQuery(fetcher, vi.fn(), 1000)
    vi.advanceTimersByTime(999)
    expect(fetcher).not.toHaveBeenCalled()
    cancel()
    vi.advanceTimersByTime(10)
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('fetches once the delay has passed', () => {
    const fetcher = vi.fn(() => Promise.resolve('rows'))
    startQuery(fetcher, vi.fn(), 1000)
    vi.advanceTimersByTime(1000)
    expect(fetcher).toHaveBeenCalledOnce()
  })
})
