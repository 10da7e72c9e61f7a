// Serves uploaded images, the built single-page app, and index.html for every other page path.
import { existsSync, mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { pageHeadOf } from '../services/page-heads.ts'
import { withPageHead } from './page-head-html.ts'

export interface WebAppOptions {
  webRoot: string
  uploadsDir: string
}

async function webApp(app: FastifyInstance, opts: WebAppOptions) {
  mkdirSync(opts.uploadsDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
  })

  const hasWebApp = existsSync(path.join(opts.webRoot, 'index.html'))
  let shell: Promise<string> | undefined
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: opts.webRoot,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies, sent when the browser accepts them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControl(filePath))
      },
    })
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/') &&
      !path.extname(request.url.split('?')[0] ?? '')
    if (!isPage) return reply.status(404).send({ message: 'Not found' })
    if (!hasWebApp) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).')
    }
    const pathname = new URL(request.url, 'http://shop').pathname
    const head = pageHeadOf(app.database.db, pathname, app.config.publicUrl)
    if (!head) return reply.sendFile('index.html', opts.webRoot)
    const template = (shell ??= readFile(path.join(opts.webRoot, 'index.html'), 'utf8'))
    app.catalogueCache.respond(request, reply, `page:${pathname}`, async () => {
      const page = await head()
      return {
        status: page.status,
        type: 'text/html; charset=utf-8',
        // A page names the build's fingerprinted scripts, so no cache may keep it past a deploy.
        cacheControl: 'no-cache',
        body: Buffer.from(withPageHead(await template, page, app.config.publicUrl)),
      }
    })
    return reply
  })
}

export default fp(webApp, { name: 'web-app' })

function cacheControl(filePath: string): string {
  // Vite fingerprints everything under assets/, so those never change under the same name.
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable'
  if (filePath.endsWith('index.html')) return 'no-cache'
  return 'public, max-age=3600'
}
