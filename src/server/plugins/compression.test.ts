import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let webRoot: string
const SCRIPT = `console.log(${JSON.stringify('kavach '.repeat(400))})\n`

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'kavach-web-'))
  await mkdir(path.join(webRoot, 'assets'))
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Kavach</title>')
  const script = path.join(webRoot, 'assets/app-1234.js')
  await writeFile(script, SCRIPT)
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT))
  await writeFile(`${script}.gz`, gzipSync(SCRIPT))
  t = await createTestApp({}, { webRoot })
  await insertProducts(
    t.db,
    Array.from({ length: 12 }, () => buildProduct()),
  )
})
afterAll(async () => {
  await t.close()
  await rm(webRoot, { recursive: true, force: true })
})

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} })

describe('compression', () => {
  it('sends an API answer over 1 KB as brotli or gzip, the same JSON once decoded', async () => {
    const plain = await get('/api/products?limit=12')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)

    const br = await get('/api/products?limit=12', 'br, gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())

    const gz = await get('/api/products?limit=12', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())
  })

  it('leaves a small answer as it is', async () => {
    const health = await get('/api/health', 'br, gzip')
    expect(health.headers['content-encoding']).toBeUndefined()
  })

  it('serves the build’s precompressed copy of a script by Accept-Encoding', async () => {
    const br = await get('/assets/app-1234.js', 'br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT)
    const gz = await get('/assets/app-1234.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)
    const plain = await get('/assets/app-1234.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })
})
