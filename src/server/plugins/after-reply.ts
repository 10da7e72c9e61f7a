// Work that must not hold up a reply (it would show in the reply's timing), run just after it.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `work` once the current reply is on its way; its failure is logged, never thrown. */
    afterReply(name: string, work: () => Promise<unknown>): void
    /** Resolves when every task started so far (and any they start) has finished. */
    drain(): Promise<void>
  }
}

async function afterReply(app: FastifyInstance) {
  const running = new Set<Promise<void>>()

  app.decorate('afterReply', (name: string, work: () => Promise<unknown>) => {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err, task: name }, 'background task failed'),
      )
      .finally(() => running.delete(task))
    running.add(task)
  })

  app.decorate('drain', async () => {
    while (running.size > 0) await Promise.all(running)
  })

  app.addHook('onClose', async () => app.drain())
}

export default fp(afterReply, { name: 'after-reply' })
