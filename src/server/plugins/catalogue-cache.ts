// Catalogue answers (product lists, product pages, gallery banners, drawn pages) kept in memory:
// serialized once per query, compressed once per encoding, sent with a strong ETag and answered 304
// when the browser or a CDN already holds them. Any catalogue change in any process empties every
// process's cache: the database NOTIFYs `catalogue_changed` as the change commits (migration 0012;
// a unit held or sold only when what the variant shows of its stock changes, migration 0014).
//
// An address answered from here once is answered again by `answer`, straight from the HTTP
// server, before Fastify sees the request: the shop's own edge cache. It serves only shoppers who
// are not signed in, whose answers can't depend on who asks (decision 019).
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
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
/** Distinct queries (and counts) kept; the least recently asked goes first. */
const MAX_ENTRIES = 500
/**
 * Bytes of answers kept (bodies and their compressed forms); past it the least recently asked
 * go first. 500 lists of 1,000 products would be 350 MB a process.
 */
export const MAX_KEPT_BYTES = 64 * 1024 * 1024
/** Addresses the edge knows (many may name one query); the first learnt goes first. */
const MAX_ADDRESSES = 4 * MAX_ENTRIES
/** Longer addresses (no shopper's link is) are left to the app rather than kept. */
const MAX_ADDRESS_LENGTH = 1024
/** Smaller answers gain nothing from compression. */
const MIN_COMPRESSED_BYTES = 1024

type Encoding = 'br' | 'gzip'
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

interface Entry extends Serialized {
  etag: string
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
  /** The encoded bodies made so far, for the edge, which never waits. */
  compressed: Partial<Record<Encoding, Buffer>>
  /** The edge's headers for each form of the answer, made once per set of security headers. */
  edge: Map<HeaderSet, Partial<Record<Encoding | 'identity' | 'unchanged', HeaderSet>>>
  /** What it holds of MAX_KEPT_BYTES while kept. */
  bytes: number
}

type HeaderSet = Record<string, string>

/** A query's answer: being made, then made. */
interface Slot {
  loading: Promise<Entry>
  made?: Entry
}

/** A catalogue API answer, checked against its schema and serialized as JSON. */
export const asJson =
  (schema: z.ZodType, load: () => Promise<unknown>) => async (): Promise<Serialized> => ({
    status: 200,
    type: 'application/json; charset=utf-8',
    body: Buffer.from(JSON.stringify(z.encode(schema, await load()))),
  })

export class CatalogueCache {
  #entries = new Map<string, Slot>()
  /** Raw request address to the query it was answered with, learnt from signed-out requests. */
  #addresses = new Map<string, string>()
  /** How many products match a search and filters, whatever page or order is asked of them. */
  #counts = new Map<string, Promise<number>>()
  #listening = false
  #bytes = 0

  /** A change was heard (or hearing stopped, or started again): nothing kept is trusted. */
  changed(listening: boolean) {
    this.#entries.clear()
    this.#addresses.clear()
    this.#counts.clear()
    this.#bytes = 0
    this.#listening = listening
  }

  /**
   * A count of matches kept apart from the pages it serves (`key` names the count's query), so a
   * shopper paging or re-sorting a search in a large catalogue doesn't count it again.
   */
  count = (key: string, load: () => Promise<number>): Promise<number> => {
    const kept = this.#counts.get(key)
    if (kept) return asked(this.#counts, key, kept)
    const counting = load()
    if (this.#listening) {
      keep(this.#counts, key, counting, MAX_ENTRIES)
      counting.catch(() => {
        if (this.#counts.get(key) === counting) this.#counts.delete(key)
      })
    }
    return counting
  }

  get size() {
    return this.#entries.size
  }

  /**
   * The answer for `key`, made by `serialize` on a miss. Requests for a key being made wait for
   * that. Nothing is kept while changes can't be heard.
   */
  entry(key: string, serialize: () => Promise<Serialized>): Promise<Entry> {
    const kept = this.#entries.get(key)
    if (kept) return asked(this.#entries, key, kept).loading
    const slot: Slot = {
      loading: serialize().then((answer) => {
        const etag = `"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 27)}"`
        return { ...answer, etag, encoded: {}, compressed: {}, edge: new Map(), bytes: 0 }
      }),
    }
    if (this.#listening) {
      keep(this.#entries, key, slot, MAX_ENTRIES, (oldest) => this.#drop(oldest))
      // A failed load (a product not found, say) is not kept, nor a transient answer.
      const forget = () => {
        if (this.#entries.get(key) === slot) this.#drop(key)
      }
      slot.loading.then((made) => {
        if (made.transient || made.body.length > MAX_KEPT_BYTES) return forget()
        slot.made = made
        this.#weigh(key, made, made.body.length)
      }, forget)
    }
    return slot.loading
  }

  /**
   * Counts `bytes` more for a kept answer, then lets the least recently asked go past the limit
   * (not those being made, which hold nothing yet and have requests waiting on them).
   */
  #weigh(key: string, entry: Entry, bytes: number) {
    if (this.#entries.get(key)?.made !== entry) return
    entry.bytes += bytes
    this.#bytes += bytes
    for (const [oldest, slot] of this.#entries) {
      if (this.#bytes <= MAX_KEPT_BYTES) return
      if (slot.made) this.#drop(oldest)
    }
  }

  #drop(key: string) {
    this.#bytes -= this.#entries.get(key)?.made?.bytes ?? 0
    this.#entries.delete(key)
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
      this.#weigh(key, entry, body.length)
      return (entry.compressed[encoding] = body)
    })
    return reply.header('content-encoding', encoding).send(await entry.encoded[encoding])
  }

  #learn(address: string, key: string) {
    if (address.length > MAX_ADDRESS_LENGTH || this.#addresses.get(address) === key) return
    keep(this.#addresses, address, key, MAX_ADDRESSES)
  }

  /**
   * The edge: answers a signed-out shopper's GET for an address already answered from here, with
   * the same bytes and headers (`security` being the security headers for that address), and
   * says whether it did. Anything it can't answer at once goes on to Fastify.
   */
  answer(request: IncomingMessage, response: ServerResponse, security: HeaderSet) {
    if (request.method !== 'GET' || request.url === undefined) return false
    const key = this.#addresses.get(request.url)
    const slot = key === undefined ? undefined : this.#entries.get(key)
    const entry = slot?.made
    if (key === undefined || !slot || !entry || carriesSession(request.headers)) return false
    asked(this.#entries, key, slot)
    let forms = entry.edge.get(security)
    if (!forms) entry.edge.set(security, (forms = {}))
    if (holds(request.headers['if-none-match'], entry.etag)) {
      response.writeHead(304, (forms.unchanged ??= { ...security, ...answerHeaders(entry) }))
      response.end()
      return true
    }
    const encoding = encodingFor(entry, request.headers['accept-encoding'])
    const body = encoding ? entry.compressed[encoding] : entry.body
    if (!body) return false
    const form = encoding ?? 'identity'
    response.writeHead(
      entry.status,
      (forms[form] ??= {
        ...security,
        ...answerHeaders(entry),
        'content-type': entry.type,
        ...(encoding && { 'content-encoding': encoding }),
        'content-length': String(body.length),
      }),
    )
    response.end(body)
    return true
  }
}

/**
 * Keeps `value` under `key`, letting the first kept go (by `letGo`) when `map` holds `max`
 * already.
 */
function keep<V>(
  map: Map<string, V>,
  key: string,
  value: V,
  max: number,
  letGo: (oldest: string) => void = (oldest) => map.delete(oldest),
) {
  if (map.size >= max && !map.has(key)) {
    const oldest = map.keys().next().value
    if (oldest !== undefined) letGo(oldest)
  }
  map.set(key, value)
}

/** Moves `key` to the back of the line to go, and gives its value back. */
function asked<V>(map: Map<string, V>, key: string, value: V): V {
  map.delete(key)
  map.set(key, value)
  return value
}

function answerHeaders(entry: Entry): HeaderSet {
  return {
    etag: entry.etag,
    'cache-control': entry.cacheControl ?? CATALOGUE_CACHE_CONTROL,
    vary: 'accept-encoding',
  }
}

function encodingFor(entry: Entry, acceptEncoding: string | undefined): Encoding | undefined {
  return entry.body.length >= MIN_COMPRESSED_BYTES ? accepted(acceptEncoding) : undefined
}

/** Whether If-None-Match names the current answer (a list, `*`, or weak forms of it). */
function holds(ifNoneMatch: string | undefined, etag: string) {
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
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || cache.size === 0) {
      return done(null, payload)
    }
    return listener.sync().then(() => payload)
  })
  app.addHook('onClose', () => listener.close())
}

export default fp(catalogueCache, { name: 'catalogue-cache' })
