import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AdminPhoneModelListSchema,
  type AdminPhoneModel,
  PhoneModelImportedSchema,
  PhoneModelSavedSchema,
} from '#domain/product/phone-model-admin.ts'
import { MessageResponseSchema } from '#domain/api-shapes.ts'
import { PHONE_MODEL_OPTION } from '#domain/product/variant.ts'
import { phoneModels, products, productVariants } from '../../db/schema/index.ts'
import { expectDeclared } from '../../testing/declared-answers.ts'
import { call } from '../../testing/http.ts'
import { fittingProductForm } from '../../testing/product-form.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let admin: string
let customer: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
  customer = (await createSignedInUser(t.db)).cookie
})
afterAll(() => t.close())

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, body, { cookie: admin })

const model = (overrides: Record<string, unknown> = {}) => ({
  brand: 'Samsung',
  series: 'Galaxy S',
  name: 'Galaxy S24 FE',
  aliases: ['S24 FE', 'SM-S721'],
  releaseYear: 2024,
  ...overrides,
})

async function add(overrides: Record<string, unknown> = {}) {
  const response = await send('POST', '/api/admin/phone-models', model(overrides))
  expect(response.statusCode, response.data.message).toBe(201)
  return response.data.phoneModel as AdminPhoneModel
}

async function importCsv(csv: string, cookie = admin, contentType = 'text/csv') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/phone-models/import',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType },
    payload: csv,
  })
  return Object.assign(response, { data: response.json() as Record<string, unknown> })
}

async function fitCase(name: string, models: string[]) {
  const response = await send('POST', '/api/admin/products', fittingProductForm(name, models))
  return response
}

describe('who may keep the phone model list', () => {
  const ID = '00000000-0000-4000-8000-000000000000'
  const endpoints: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
    ['GET', '/api/admin/phone-models'],
    ['POST', '/api/admin/phone-models'],
    ['PUT', `/api/admin/phone-models/${ID}`],
    ['DELETE', `/api/admin/phone-models/${ID}`],
    ['POST', '/api/admin/phone-models/import'],
  ]

  it.each(endpoints)('%s %s: 401 signed out, 403 for a shopper', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : model()
    expect((await call(t.app, method, url, body)).statusCode).toBe(401)
    const shopper = await call(t.app, method, url, body, { cookie: customer })
    expect(shopper.statusCode).toBe(403)
    expect(shopper.data.message).toBe('Admin access required')
  })

  it('refuses a shopper an import, writing nothing', async () => {
    const response = await importCsv('Acme,One,Acme One,,2024,true', customer)
    expect(response.statusCode).toBe(403)
    expect(await t.db.select().from(phoneModels).where(eq(phoneModels.brand, 'Acme'))).toEqual([])
  })
})

describe('adding and editing phone models', () => {
  it('adds a model with tidied aliases and a slug from its name, active', async () => {
    const response = await send(
      'POST',
      '/api/admin/phone-models',
      model({ name: ' Galaxy  S24 FE ', aliases: ['S24 FE', 's24fe', 'SM-S721', 'Galaxy S24 FE'] }),
    )
    expectDeclared('POST /api/admin/phone-models', PhoneModelSavedSchema, response)
    expect(response.statusCode).toBe(201)
    expect(response.data).toMatchObject({
      message: 'Phone model added',
      phoneModel: {
        brand: 'Samsung',
        series: 'Galaxy S',
        name: 'Galaxy S24 FE',
        slug: 'galaxy-s24-fe',
        aliases: ['S24 FE', 'SM-S721'],
        releaseYear: 2024,
        active: true,
        variantCount: 0,
      },
    })
  })

  it('answers 400 with a message for a bad model', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ brand: '' }, 'Brand is required'],
      [{ series: undefined }, 'Series is required'],
      [{ name: 'x'.repeat(41) }, 'Name must be at most 40 characters'],
      [{ releaseYear: 1999 }, 'Release year must be a year from 2000 to 2100'],
      [{ releaseYear: '2024' }, 'Release year must be a year from 2000 to 2100'],
      [{ aliases: 'S24 FE' }, 'Aliases must be a list'],
      [{ active: 'yes' }, 'Active must be true or false'],
      [
        { slug: 'Not A Slug' },
        'Slug may hold only lower-case letters and digits joined by single hyphens',
      ],
    ]
    for (const [change, message] of cases) {
      const response = await send(
        'POST',
        '/api/admin/phone-models',
        model({ name: 'Edge', ...change }),
      )
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      expect(response.data.message).toBe(message)
    }
  })

  it("refuses with 409 a name or alias another model's name or alias already is", async () => {
    await add({ name: 'Galaxy A55 5G', series: 'Galaxy A', aliases: ['A55', 'SM-A556'] })
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'galaxy a55 5g', aliases: [] }, 'Galaxy A55 5G is already in the list'],
      [{ name: 'Galaxy A55 Neo', aliases: ['sm a556'] }, '"sm a556" already names Galaxy A55 5G'],
      [{ name: 'A55', aliases: [] }, '"A55" already names Galaxy A55 5G'],
      [
        { name: 'Galaxy A55 Lite', aliases: ['Galaxy A55 5G'] },
        'Galaxy A55 5G is already in the list',
      ],
      [
        { name: 'Galaxy A56', slug: 'galaxy-a55-5g', aliases: [] },
        'The address /shop/phone/galaxy-a55-5g already belongs to another model',
      ],
    ]
    for (const [change, message] of cases) {
      const response = await send(
        'POST',
        '/api/admin/phone-models',
        model({ series: 'Galaxy A', ...change }),
      )
      expect(response.statusCode, JSON.stringify(change)).toBe(409)
      expect(response.data.message).toBe(message)
    }
  })

  it("edits a model's fields, keeping its slug, and refuses an alias another model answers to", async () => {
    const pixel = await add({ brand: 'Google', series: 'Pixel', name: 'Pixel 8a', aliases: [] })
    await add({ brand: 'Google', series: 'Pixel', name: 'Pixel 8', aliases: ['G9BQD'] })
    const response = await send('PUT', `/api/admin/phone-models/${pixel.id}`, {
      ...model({
        brand: 'Google',
        series: 'Pixel',
        name: 'Pixel 8a (2024)',
        aliases: ['8a', 'G8HHN'],
      }),
      active: false,
    })
    expectDeclared('PUT /api/admin/phone-models/:id', PhoneModelSavedSchema, response)
    expect(response.data.phoneModel).toMatchObject({
      name: 'Pixel 8a (2024)',
      slug: 'pixel-8a',
      aliases: ['8a', 'G8HHN'],
      active: false,
    })
    const clash = await send('PUT', `/api/admin/phone-models/${pixel.id}`, {
      ...model({ brand: 'Google', series: 'Pixel', name: 'Pixel 8a', aliases: ['g9bqd'] }),
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.data.message).toBe('"g9bqd" already names Pixel 8')
    const missing = await send(
      'PUT',
      '/api/admin/phone-models/00000000-0000-4000-8000-000000000000',
      model({ name: 'Gone' }),
    )
    expect(missing.statusCode).toBe(404)
    expect(missing.data.message).toBe('Phone model not found')
    const malformed = await send(
      'PUT',
      '/api/admin/phone-models/not-an-id',
      model({ name: 'Gone' }),
    )
    expect(malformed.statusCode).toBe(400)
  })

  it('lists every model with how many variants fit it, found by an alias or status', async () => {
    const response = await send('GET', '/api/admin/phone-models')
    expectDeclared('GET /api/admin/phone-models', AdminPhoneModelListSchema, response)
    const found = await send('GET', '/api/admin/phone-models?search=SM-S721')
    expect((found.data.phoneModels as AdminPhoneModel[]).map((m) => m.name)).toEqual([
      'Galaxy S24 FE',
    ])
    const inactive = await send('GET', '/api/admin/phone-models?status=inactive')
    expect((inactive.data.phoneModels as AdminPhoneModel[]).map((m) => m.name)).toEqual([
      'Pixel 8a (2024)',
    ])
    const bad = await send('GET', '/api/admin/phone-models?status=retired')
    expect(bad.statusCode).toBe(400)
    expect(bad.data.message).toBe('Status must be active or inactive')
  })
})

describe('a model in use', () => {
  it("can't be deleted, only made inactive, which hides it from shoppers but keeps its variants", async () => {
    const moto = await add({ brand: 'Motorola', series: 'Moto G', name: 'Moto G85', aliases: [] })
    const unused = await add({ brand: 'Motorola', series: 'Moto G', name: 'Moto G45', aliases: [] })
    expect((await fitCase('Moto Grip Case', ['Moto G85'])).statusCode).toBe(201)

    const refused = await send('DELETE', `/api/admin/phone-models/${moto.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.data.message).toBe('Moto G85 is fitted by 1 variant; make it inactive instead')
    const deleted = await send('DELETE', `/api/admin/phone-models/${unused.id}`)
    expectDeclared('DELETE /api/admin/phone-models/:id', MessageResponseSchema, deleted)
    expect(deleted.data.message).toBe('Phone model deleted')
    expect((await send('DELETE', `/api/admin/phone-models/${unused.id}`)).statusCode).toBe(404)

    const shopperSees = async () => {
      const finder = await call(t.app, 'GET', '/api/phone-models')
      const listed = await call(t.app, 'GET', '/api/products?model=moto-g85')
      return {
        inFinder: (finder.data.phoneModels as { slug: string }[]).some(
          (m) => m.slug === 'moto-g85',
        ),
        products: (listed.data.products as { name: string }[]).map((p) => p.name),
      }
    }
    expect(await shopperSees()).toEqual({ inFinder: true, products: ['Moto Grip Case'] })

    const retired = await send('PUT', `/api/admin/phone-models/${moto.id}`, {
      ...model({ brand: 'Motorola', series: 'Moto G', name: 'Moto G85', aliases: [] }),
      active: false,
    })
    expect(retired.data.phoneModel).toMatchObject({ active: false, variantCount: 1 })
    expect(await shopperSees()).toEqual({ inFinder: false, products: [] })
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.phoneModelId, moto.id))
    expect(variant?.options).toEqual({ [PHONE_MODEL_OPTION]: 'Moto G85' })

    const newlyFitted = await fitCase('Moto Wallet Case', ['Moto G85'])
    expect(newlyFitted.statusCode).toBe(400)
    expect(newlyFitted.data.message).toBe(
      'Moto G85 is inactive; make it active to fit new variants',
    )
  })

  it('renamed, is renamed in the variants and product options that fit it', async () => {
    const nord = await add({ brand: 'OnePlus', series: 'Nord', name: 'Nord CE4', aliases: [] })
    expect((await fitCase('Nord Clear Case', ['Nord CE4'])).statusCode).toBe(201)
    const renamed = await send('PUT', `/api/admin/phone-models/${nord.id}`, {
      ...model({
        brand: 'OnePlus',
        series: 'Nord',
        name: 'OnePlus Nord CE 4',
        aliases: ['Nord CE4'],
      }),
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.data.phoneModel).toMatchObject({
      slug: 'nord-ce4',
      name: 'OnePlus Nord CE 4',
    })
    const [product] = await t.db.select().from(products).where(eq(products.name, 'Nord Clear Case'))
    expect(product?.options).toEqual([{ name: PHONE_MODEL_OPTION, values: ['OnePlus Nord CE 4'] }])
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.phoneModelId, nord.id))
    expect(variant?.options).toEqual({ [PHONE_MODEL_OPTION]: 'OnePlus Nord CE 4' })
  })
})

describe('importing a CSV file', () => {
  it('adds new models and updates the ones it names, saying which', async () => {
    await add({ brand: 'Vivo', series: 'Y', name: 'Y28', aliases: [] })
    const response = await importCsv(
      [
        'brand,series,name,aliases,releaseYear,active',
        'Vivo,Y,y28,Vivo Y28|Y28 5G,2024,true',
        'Vivo,T,T3x,Vivo T3x,2024,',
        'Oppo,F,"F27 Pro+",Oppo F27 Pro Plus,2024,false',
      ].join('\n'),
    )
    expectDeclared('POST /api/admin/phone-models/import', PhoneModelImportedSchema, response)
    expect(response.data).toEqual({
      message: '2 models added, 1 updated',
      added: ['T3x', 'F27 Pro+'],
      updated: ['y28'],
    })
    const rows = await t.db.select().from(phoneModels).where(eq(phoneModels.brand, 'Oppo'))
    expect(rows).toEqual([
      expect.objectContaining({ name: 'F27 Pro+', slug: 'oppo-f27-pro-plus', active: false }),
    ])
    const [y28] = await t.db.select().from(phoneModels).where(eq(phoneModels.slug, 'vivo-y28'))
    expect(y28).toMatchObject({ name: 'y28', aliases: ['Vivo Y28', 'Y28 5G'] })
  })

  it("writes nothing when any line is bad, naming each line's problem", async () => {
    const before = await t.db.select().from(phoneModels)
    const response = await importCsv(
      [
        'Realme,Number,Realme 12x,,2024,true',
        'Realme,Number,,,2024,true',
        'Realme,Number,Realme 13 Pro,S24 FE,2024,true',
        'Realme,Number,Realme 13,12x 5G,2024,true',
        'Realme,Number,Realme 13 Plus,12X 5G,2024,true',
      ].join('\r\n'),
    )
    expect(response.statusCode).toBe(400)
    expect(response.data).toEqual({
      message: 'Nothing was imported: 4 lines have a problem',
      errors: [
        { path: 'line 2', message: 'Name is required' },
        { path: 'line 3', message: '"S24 FE" already names Galaxy S24 FE' },
        { path: 'line 4', message: '"12x 5G" already names Realme 13 Plus' },
        { path: 'line 5', message: '"12X 5G" already names Realme 13' },
      ],
    })
    expect(await t.db.select().from(phoneModels)).toEqual(before)
  })

  it('answers 400 for an empty file or one not sent as CSV', async () => {
    const empty = await importCsv('brand,series,name,aliases,releaseYear,active\n')
    expect(empty.statusCode).toBe(400)
    expect(empty.data.message).toBe('The file holds no phone models')
    const nothing = await importCsv('')
    expect(nothing.statusCode).toBe(400)
    expect(nothing.data.message).toBe('The file holds no phone models')
    const json = await send('POST', '/api/admin/phone-models/import', { csv: 'Acme' })
    expect(json.statusCode).toBe(400)
    expect(json.data.message).toBe('Send the phone models as a CSV file (text/csv)')
  })

  it('takes a charset with the CSV type, and refuses other types and files too large', async () => {
    const withCharset = await importCsv(
      'Lava,Agni,Lava Agni 3,Agni 3,2024,true',
      admin,
      'text/csv; charset=utf-8',
    )
    expect(withCharset.statusCode).toBe(200)
    expect(withCharset.data.added).toEqual(['Lava Agni 3'])
    const xml = await importCsv('<models/>', admin, 'application/xml')
    expect(xml.statusCode).toBe(415)
    expect(typeof xml.data.message).toBe('string')
    const huge = await importCsv('x'.repeat(600 * 1024))
    expect(huge.statusCode).toBe(413)
    expect(typeof huge.data.message).toBe('string')
    const tooManyLines = await importCsv('\n'.repeat(2500))
    expect(tooManyLines.statusCode).toBe(400)
    expect(tooManyLines.data.errors).toEqual([
      { path: 'line 1', message: 'A file holds at most 2000 lines' },
    ])
  })
})
