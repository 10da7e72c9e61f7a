import Fastify from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import responseContract from './response-contract.ts'

function contractApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  return app
}

describe('the response contract', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('builds the real app, so every API route declares its answer or why it has none', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false })
    expect(routes).toContain('/api/products')
    expect(routes).toContain('/api/orders/create-order')
  })

  it('refuses an API route that declares no answer', async () => {
    const app = contractApp()
    await app.register(responseContract)
    expect(() => app.get('/loose', async () => ({ anything: true }))).toThrow(
      'GET /loose must declare its response schema',
    )
  })

  it('lets a redirect say why it has no schema', async () => {
    const app = contractApp()
    await app.register(responseContract)
    app.get('/away', { config: { untypedAnswer: 'redirect' } }, (_request, reply) =>
      reply.redirect('/'),
    )
    await app.ready()
    expect((await app.inject('/away')).statusCode).toBe(302)
  })

  it('answers a 500 rather than let a declared field go missing', async () => {
    const app = contractApp()
    await app.register(responseContract)
    const schema = z.object({ name: z.string(), price: z.number() })
    // What a service hands back when its types and the schema disagree at run time.
    const lacksPrice = JSON.parse('{"name":"Case"}') as z.infer<typeof schema>
    app.get('/product', { schema: { response: { 200: schema } } }, async () => lacksPrice)
    expect((await app.inject('/product')).statusCode).toBe(500)
  })

  it('sends only the declared fields', async () => {
    const app = contractApp()
    await app.register(responseContract)
    const schema = z.object({ name: z.string() })
    app.get('/user', { schema: { response: { 200: schema } } }, async () => ({
      name: 'Asha',
      passwordHash: 'secret',
    }))
    expect((await app.inject('/user')).json()).toEqual({ name: 'Asha' })
  })
})
