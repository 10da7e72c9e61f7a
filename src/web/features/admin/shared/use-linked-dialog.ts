// A dialog the address names (`?customer=…`, `?order=…`), so staff can keep and share a link to it.
import { useState } from 'react'
import { useSearchParams } from 'react-router'

/**
 * What the address parameter `name` names, and a setter that writes it (null removes it). The
 * router draws a new address as a transition, so a closed dialog is hidden at once rather than
 * then: until the router had drawn it, the modal held the page and swallowed what staff typed.
 */
export function useLinkedDialog(name: string) {
  const [params, setParams] = useSearchParams()
  const named = params.get(name)
  const [closed, setClosed] = useState<string | null>(null)
  if (closed !== null && closed !== named) setClosed(null)
  const set = (value: string | null) => {
    setClosed(value === null ? named : null)
    setParams((now) => withParam(now, name, value), { replace: true })
  }
  return [named === closed ? null : named, set] as const
}

/** The address's parameters with `name` set to `value`, or without it for null. */
export function withParam(params: URLSearchParams, name: string, value: string | null) {
  const changed = new URLSearchParams(params)
  if (value === null) changed.delete(name)
  else changed.set(name, value)
  return changed
}
