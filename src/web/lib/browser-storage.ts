// Browser storage that never throws: unreadable or unparseable data counts as nothing stored.
// localStorage unless told otherwise (sessionStorage keeps a tab's own things).

export function readJson(key: string, storage: Storage = localStorage): unknown {
  try {
    const raw = storage.getItem(key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    storage.removeItem(key)
    return undefined
  }
}

export function writeJson(key: string, value: unknown, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch (error) {
    console.error(`Could not save ${key}`, error)
  }
}
