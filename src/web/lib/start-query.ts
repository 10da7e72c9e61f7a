// One fetch, started after an optional wait, abortable, and silent once cancelled: what useApiQuery
// runs, and what an effect that fetches outside it uses to abort the same way.
type QueryResult<T> = { data: T } | { error: unknown }

/** Starts fetcher after delayMs and reports its result once; the returned function cancels it. */
export function startQuery<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  settle: (result: QueryResult<T>) => void,
  delayMs = 0,
): () => void {
  const controller = new AbortController()
  const { signal } = controller
  const run = () => {
    fetcher(signal).then(
      (data) => !signal.aborted && settle({ data }),
      (error: unknown) => !signal.aborted && settle({ error }),
    )
  }
  const timer = delayMs > 0 ? setTimeout(run, delayMs) : undefined
  if (timer === undefined) run()
  return () => {
    clearTimeout(timer)
    controller.abort()
  }
}
