// A value built on its first use. A page's first Intl date formatter took 25-40 ms here (a phone's
// 100 ms and more), so a page builds only the formatters it shows, when it first shows one, and
// not while the app's code loads.
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
