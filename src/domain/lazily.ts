// A value built on its first use. An Intl formatter takes a phone several milliseconds to build
// (its locale's data loads with the first one), so a page builds only the ones it shows, and not
// all at once while the app's code loads.
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
