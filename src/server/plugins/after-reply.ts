// Work that must not hold up a reply (it would show in the reply's timing), run once it is sent.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

type Work = () => Promise<unknown>

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `work` once the reply to `request` has been sent; its failure is logged, never thrown. */
    afterReply(name: string, work: Work, request: FastifyRequest): void
    /** Resolves when every task started so far (and any they start) has finished. */
    drain(): Promise<void>
  }
}

const queued = new WeakMap<FastifyRequest, (() => void)[]>()

async function afterReply(app: FastifyInstance) {
  const running = new Set<Promise<void>>()

  app.decorate('afterReply', (name: string, work: Work, request: FastifyRequest) => {
    let start = () => {}
    const started = new Promise<void>((resolve) => (start = resolve))
    const task: Promise<void> = started
      .then(work)
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err, task: name }, 'background task failed'),
      )
      .finally(() => running.delete(task))
    running.add(task)
    queued.set(request, [...(queued.get(request) ?? []), start])
  })

  const startQueued = (request: FastifyRequest) => {
    queued.get(request)?.forEach((start) => start())
    queued.delete(request)
  }
  // onResponse fires once the reply's last byte is written, also when the request failed; a client
  // that hangs up first gets no onResponse, so its work starts then (or it would never settle).
  app.addHook('onResponse', (request, _reply, done) => {
    startQueued(request)
    done()
  })
  app.addHook('onRequestAbort', (request, done) => {
    startQueued(request)
    done()
  })

  app.decorate('drain', async () => {
    while (running.size > 0) await Promise.all(running)
  })

  app.addHook('onClose', async () => app.drain())
}

export default fp(afterReply, { name: 'after-reply' })
