// Serves uploaded images, the built single-page app, and index.html for every other page path:
// home, the shop and product pages with their own head and, once built, their content rendered.
import { existsSync, mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { RenderPage } from '#web/entry-server.tsx'
import type { Answer } from '#web/lib/page-data.tsx'
import { movedProductPath, pageHeadOf } from '../services/page-heads.ts'
import { withPageBody, withPageHead } from './page-html.ts'

/** An answer a page can't be drawn from now (the visitor's rate limit, a failure). */
class AnswerUnavailable extends Error {}

export interface WebAppOptions {
  webRoot: string
  uploadsDir: string
  /** Draws a page's content; by default the build's (dist/ssr), if there is one. */
  renderPage?: RenderPage
}

/** The build's page renderer, next to the web app's files, or undefined when it isn't built. */
async function builtRenderer(webRoot: string): Promise<RenderPage | undefined> {
  const entry = path.join(webRoot, '..', 'ssr', 'entry-server.js')
  if (!existsSync(entry)) return undefined
  return ((await import(pathToFileURL(entry).href)) as { renderPage: RenderPage }).renderPage
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
  const renderPage = opts.renderPage ?? (hasWebApp ? await builtRenderer(opts.webRoot) : undefined)
  // The API's answer at `url`, as the browser's own fetch would get it, counted against the rate
  // limit of the visitor whose page it draws (so a page is no way around that limit).
  const answerFor =
    (ip: string) =>
    async (url: string): Promise<Answer> => {
      const response = await app.inject({ method: 'GET', url, remoteAddress: ip })
      // Drawn from these, the page would show the error to everyone it is kept for.
      if (response.statusCode === 429 || response.statusCode >= 500)
        throw new AnswerUnavailable(`${url} answered ${response.statusCode}`)
      const body = response.json<{ message?: string }>()
      return response.statusCode === 200
        ? { data: body }
        : { status: response.statusCode, message: body.message ?? '' }
    }
  /** The page with its content drawn in, or as it was (complete: false) when it can't be now. */
  const drawn = async (url: string, html: string, ip: string) => {
    if (!renderPage) return { html, complete: true }
    try {
      const root = await renderPage(new URL(url, app.config.publicUrl), answerFor(ip))
      return { html: withPageBody(html, root), complete: true }
    } catch (error) {
      // The page still works: the browser draws it.
      if (error instanceof AnswerUnavailable) app.log.warn({ url }, error.message)
      else app.log.error({ err: error, url }, 'Could not render the page on the server')
      return { html, complete: false }
    }
  }
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
    const { pathname, search } = new URL(request.url, 'http://shop')
    const moved = await movedProductPath(app.database.db, pathname)
    if (moved) return reply.redirect(`${moved}${search}`, 301)
    const head = pageHeadOf(app.database.db, pathname, app.config.publicUrl)
    if (!head) return reply.sendFile('index.html', opts.webRoot)
    const template = (shell ??= readFile(path.join(opts.webRoot, 'index.html'), 'utf8'))
    // The shop's query picks what it lists; a product page's (a campaign's tags) changes nothing.
    const url = pathname.startsWith('/shop') ? `${pathname}${search}` : pathname
    app.catalogueCache.respond(request, reply, `page:${url}`, async () => {
      const page = await head()
      const { html, complete } = await drawn(
        url,
        withPageHead(await template, page, app.config.publicUrl),
        request.ip,
      )
      return {
        status: page.status,
        type: 'text/html; charset=utf-8',
        // A page names the build's fingerprinted scripts, so no cache may keep it past a deploy.
        cacheControl: 'no-cache',
        body: Buffer.from(html),
        transient: !complete,
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
