// Catalogue answers (product lists, product pages, gallery banners, drawn pages) kept in memory:
// serialized once per query, compressed once per encoding, sent with a strong ETag and answered 304
// when the browser or a CDN already holds them. Any catalogue change in any process empties every
// process's cache: the database NOTIFYs `catalogue_changed` as the change commits (migration 0012;
// a unit held or sold only when what the variant shows of its stock changes, migration 0014).
//
// It is the shop's one cache (decision 024): the edge (catalogue-edge.ts) answers from it, and a
// list's first matches are kept in it beside the answers.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import type { Database } from '../db/client.ts'
import { carriesSession } from '../services/sessions.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache
  }
}

/**
 * Browsers revalidate each time (a 304 when nothing changed); a CDN may keep an answer 30 s and
 * serve it a minute longer while it asks again.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'
export const CATALOGUE_CHANNEL = 'catalogue_changed'
/**
 * Answers, lists' matches and addresses kept, together; the least recently asked goes first. (Until
 * decision 024: 500 answers, 500 counts and 2,000 addresses, each apart.)
 */
export const MAX_ENTRIES = 3000
/**
 * Bytes kept (answers with their compressed forms, matches, addresses, and their keys); past it
 * the least recently asked go first. 500 lists of 1,000 products would be 350 MB a process.
 */
export const MAX_KEPT_BYTES = 64 * 1024 * 1024
/** Longer addresses (no shopper's link is) are left to the app rather than kept. */
const MAX_ADDRESS_LENGTH = 1024
/** A product id as kept: 36 characters. */
const UUID_BYTES = 36
/** Smaller answers gain nothing from compression. */
const MIN_COMPRESSED_BYTES = 1024

export type Encoding = 'br' | 'gzip'
const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    }),
  gzip: (body) => promisify(zlib.gzip)(body),
}

/** An answer as it is sent: its status, content type and bytes. */
export interface Serialized {
  status: number
  type: string
  body: Buffer
  /** CATALOGUE_CACHE_CONTROL unless said. */
  cacheControl?: string
  /** Sent to those asking now, but not kept: a page drawn without an answer it needed. */
  transient?: boolean
}

export type HeaderSet = Record<string, string>

export interface Entry extends Serialized {
  kind: 'answer'
  etag: string
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
  /** The encoded bodies made so far, for the edge, which never waits. */
  compressed: Partial<Record<Encoding, Buffer>>
  /** The edge's headers for each form of the answer, made once per set of security headers. */
  forms: Map<HeaderSet, Partial<Record<Encoding | 'identity' | 'unchanged', HeaderSet>>>
}

/** What the cache keeps: an answer, a list's first matches, or an address the edge knows. */
type Kept =
  | Entry
  | { kind: 'matches'; ids: string[] }
  | { kind: 'address'; key: string }
  | { kind: 'value'; value: unknown; bytes: number }

/** A catalogue API answer, checked against its schema and serialized as JSON. */
export const asJson =
  (schema: z.ZodType, load: () => Promise<unknown>) => async (): Promise<Serialized> => ({
    status: 200,
    type: 'application/json; charset=utf-8',
    body: Buffer.from(JSON.stringify(z.encode(schema, await load()))),
  })

export class CatalogueCache {
  /**
   * The one cache: answers under `answer:`, lists' matches under `matches:` and the addresses the edge
   * knows under `address:`, weighed in bytes together. A key being loaded is loaded once for
   * every request asking (lru-cache's `fetch`); a load a change overtook (`clear` aborts it) still
   * answers those waiting on it, but is not kept.
   */
  #kept = new LRUCache<string, Kept, () => Promise<Kept>>({
    max: MAX_ENTRIES,
    maxSize: MAX_KEPT_BYTES,
    sizeCalculation: (value, key) => key.length + bytesOf(value),
    fetchMethod: (_key, _stale, { context }) => context(),
    ignoreFetchAbort: true,
  })
  #listening = false

  /** A change was heard (or hearing stopped, or started again): nothing kept is trusted. */
  changed(listening: boolean) {
    this.#kept.clear()
    this.#listening = listening
  }

  get size() {
    return this.#kept.size
  }

  /** `load`'s value, kept under `key` while changes can be heard, else made each time. */
  async #fetch<K extends Kept>(key: string, load: () => Promise<K>): Promise<K> {
    if (!this.#listening) return load()
    return (await this.#kept.fetch(key, { context: load })) as K
  }

  /**
   * A list's first matches in its order, kept apart from the pages they serve (`key` names their
   * query), so a shopper paging through a search in a large catalogue doesn't search it again.
   */
  matches = async (key: string, load: () => Promise<string[]>): Promise<string[]> => {
    const kept = await this.#fetch(`matches:${key}`, async () => ({
      kind: 'matches' as const,
      ids: await load(),
    }))
    return kept.ids
  }

  /**
   * A value answers are made from (the search's synonyms and phone model names), kept under `key`
   * until the catalogue changes, like the answers.
   */
  value = async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const kept = await this.#fetch(`value:${key}`, async () => {
      const value = await load()
      return { kind: 'value' as const, value, bytes: JSON.stringify(value).length }
    })
    return kept.value as T
  }

  /**
   * The answer for `key`, made by `serialize` on a miss. Requests for a key being made wait for
   * that. A failed load (a product not found, say) is not kept, nor a transient answer.
   */
  async entry(key: string, serialize: () => Promise<Serialized>): Promise<Entry> {
    const made = await this.#fetch(`answer:${key}`, async () => {
      const answer = await serialize()
      const etag = `"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 27)}"`
      return {
        ...answer,
        kind: 'answer' as const,
        etag,
        encoded: {},
        compressed: {},
        forms: new Map(),
      }
    })
    if (made.transient && this.#holds(key, made)) this.#kept.delete(`answer:${key}`)
    return made
  }

  /** Whether `entry` is what is kept for `key` (not one a change or a later load replaced). */
  #holds(key: string, entry: Entry) {
    return this.#kept.peek(`answer:${key}`) === entry
  }

  /**
   * Answers with the kept answer for `key`: 304 when the client holds it, compressed when it asks.
   * The route returns nothing and this sends (a failed load goes to the error handler), so Fastify
   * never takes the route for one that forgot to answer.
   */
  respond(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    serialize: () => Promise<Serialized>,
  ): void {
    this.#send(request, reply, key, serialize).catch((error: unknown) => reply.send(error))
  }

  async #send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    serialize: () => Promise<Serialized>,
  ) {
    const entry = await this.entry(key, serialize)
    if (request.method === 'GET' && !carriesSession(request.headers)) this.#learn(request.url, key)
    reply.headers(answerHeaders(entry))
    if (holds(request.headers['if-none-match'], entry.etag)) return reply.code(304).send()
    reply.code(entry.status).type(entry.type)
    const encoding = encodingFor(entry, request.headers['accept-encoding'])
    if (!encoding) return reply.send(entry.body)
    entry.encoded[encoding] ??= encoders[encoding](entry.body).then((body) => {
      entry.compressed[encoding] = body
      // Weighed again with its new form: lru-cache weighs a value as it is set.
      if (this.#holds(key, entry)) {
        this.#kept.delete(`answer:${key}`)
        this.#kept.set(`answer:${key}`, entry)
      }
      return body
    })
    return reply.header('content-encoding', encoding).send(await entry.encoded[encoding])
  }

  /** Notes that a signed-out GET of `address` is answered by `key`, for the edge. */
  #learn(address: string, key: string) {
    if (!this.#listening || address.length > MAX_ADDRESS_LENGTH) return
    const kept = this.#kept.peek(`address:${address}`)
    if (kept?.kind !== 'address' || kept.key !== key) {
      this.#kept.set(`address:${address}`, { kind: 'address', key })
    }
  }

  /** The kept, made answer for a raw request address an earlier signed-out GET was answered at. */
  answerAt(address: string): Entry | undefined {
    const kept = this.#kept.get(`address:${address}`)
    if (kept?.kind !== 'address') return undefined
    const entry = this.#kept.get(`answer:${kept.key}`)
    return entry?.kind === 'answer' ? entry : undefined
  }
}

function bytesOf(value: Kept): number {
  if (value.kind === 'matches') return value.ids.length * UUID_BYTES
  if (value.kind === 'address') return value.key.length
  if (value.kind === 'value') return value.bytes
  return (
    value.body.length + (value.compressed.br?.length ?? 0) + (value.compressed.gzip?.length ?? 0)
  )
}

export function answerHeaders(entry: Entry): HeaderSet {
  return {
    etag: entry.etag,
    'cache-control': entry.cacheControl ?? CATALOGUE_CACHE_CONTROL,
    vary: 'accept-encoding',
  }
}

export function encodingFor(
  entry: Entry,
  acceptEncoding: string | undefined,
): Encoding | undefined {
  return entry.body.length >= MIN_COMPRESSED_BYTES ? accepted(acceptEncoding) : undefined
}

/** Whether If-None-Match names the current answer (a list, `*`, or weak forms of it). */
export function holds(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

/** Brotli when the client takes it, else gzip, else none; `;q=0` refuses an encoding. */
function accepted(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const offered = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const
    }),
  )
  const takes = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined
}

async function catalogueCache(app: FastifyInstance, options: { database: Database }) {
  const cache = new CatalogueCache()
  const listener = await options.database.listen(CATALOGUE_CHANNEL, (listening) =>
    cache.changed(listening),
  )
  app.decorate('catalogueCache', cache)
  // A change this process just made is heard before its answer goes out, so the same client's
  // next read never meets the answer from before it.
  // Reads answer at once; a change returns a promise, so Fastify still catches what fails after.
  // A stand-in for an outside service (the courier simulator) changes nothing of the shop's, and
  // is called from inside a booking's transaction: on PGlite's one connection, waiting for the
  // database there would wait for that transaction, which waits for this answer.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const standIn = request.routeOptions.config.untypedAnswer === 'stand-in'
    if (request.method === 'GET' || request.method === 'HEAD' || cache.size === 0 || standIn) {
      return done(null, payload)
    }
    return listener.sync().then(() => payload)
  })
  app.addHook('onClose', () => listener.close())
}

export default fp(catalogueCache, { name: 'catalogue-cache' })
