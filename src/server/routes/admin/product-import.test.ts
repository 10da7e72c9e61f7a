import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_MESSAGES,
  ProductImportResponseSchema,
} from '#domain/product/product-csv.ts'
import { toCsv } from '#domain/csv.ts'
import { products, productVariants, stockMovements } from '../../db/schema/index.ts'
import { useStaffedCheckoutShop } from '../../testing/checkout-shop.ts'
import { expectDeclared } from '../../testing/declared-answers.ts'
import { call } from '../../testing/http.ts'
import { TEST_ORIGIN } from '../../testing/test-app.ts'
import { multipart } from '../../testing/multipart.ts'
import { productForm } from '../../testing/product-form.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

const { shop, admin } = useStaffedCheckoutShop()
const db = () => shop.t.db

async function upload(csv: string | Buffer, { dryRun = false, cookie = admin() } = {}) {
  const body = multipart([
    {
      field: 'file',
      name: 'products.csv',
      type: 'text/csv',
      bytes: Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    },
  ])
  const response = await shop.t.app.inject({
    method: 'POST',
    url: `/api/admin/imports/products${dryRun ? '?dryRun=true' : ''}`,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': body.contentType },
    payload: body.payload,
  })
  return Object.assign(response, { data: response.json() as Record<string, unknown> })
}

type Line = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>>
const file = (lines: Line[]) =>
  toCsv(
    PRODUCT_CSV_COLUMNS,
    lines.map((line) => PRODUCT_CSV_COLUMNS.map((column) => line[column] ?? '')),
  )
const halo = (sku: string, colour: string, stock: number | string = 4): Line => ({
  name: 'Halo Import Case',
  brand: 'Kavach',
  category: 'cases',
  price: '338.14',
  image: '/uploads/products/halo.webp',
  sku,
  options: `Colour=${colour}`,
  stock,
})

const productNamed = (name: string) => db().select().from(products).where(eq(products.name, name))
async function exported() {
  const response = await call(shop.t.app, 'GET', '/api/admin/exports/products.csv', undefined, {
    cookie: admin(),
  })
  return response.body
}

describe('POST /api/admin/imports/products', () => {
  it('401 signed out, 403 for a shopper', async () => {
    const csv = file([halo('HALO-IMP-A', 'Black')])
    expect((await upload(csv, { cookie: '' })).statusCode).toBe(401)
    const shopper = await createSignedInUser(db())
    expect((await upload(csv, { cookie: shopper.cookie })).statusCode).toBe(403)
    expect(await productNamed('Halo Import Case')).toEqual([])
  })

  it('checks a file in a dry run, writing nothing, then adds its products with their variants and stock', async () => {
    const csv = file([
      halo('HALO-IMP-BLK', 'Black', 4),
      halo('HALO-IMP-CLR', 'Clear', ''),
      {
        name: 'Desk Mat, Felt',
        brand: 'Kavach',
        category: 'work-essentials',
        subcategory: 'desk-setup',
        price: '799',
        original_price: '999',
        hsn_code: '63079090',
        gst_rate: '5',
        image: '/uploads/products/mat.webp',
        sku: 'MAT-FELT',
        stock: 10,
      },
    ])
    const checked = await upload(csv, { dryRun: true })
    expect(checked.statusCode, checked.body).toBe(200)
    expectDeclared('POST /api/admin/imports/products', ProductImportResponseSchema, checked)
    expect(checked.data).toMatchObject({
      dryRun: true,
      message: PRODUCT_IMPORT_MESSAGES.checked(2, 0),
      created: [
        { line: 2, name: 'Halo Import Case', variants: 2 },
        { line: 4, name: 'Desk Mat, Felt', variants: 1 },
      ],
      changed: [],
    })
    expect(await productNamed('Halo Import Case')).toEqual([])

    const imported = await upload(csv)
    expect(imported.statusCode, imported.body).toBe(200)
    expect(imported.data.message).toBe(PRODUCT_IMPORT_MESSAGES.imported(2, 0))
    const [case_] = await productNamed('Halo Import Case')
    expect(case_).toMatchObject({
      price: 338_14,
      options: [{ name: 'Colour', values: ['Black', 'Clear'] }],
    })
    const variants = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, case_?.id ?? ''))
    expect(variants.map((v) => [v.sku, v.options, v.stock])).toEqual(
      expect.arrayContaining([
        ['HALO-IMP-BLK', { Colour: 'Black' }, 4],
        ['HALO-IMP-CLR', { Colour: 'Clear' }, null],
      ]),
    )
    const [mat] = await productNamed('Desk Mat, Felt')
    expect(mat).toMatchObject({
      subcategory: 'desk-setup',
      price: 799_00,
      originalPrice: 999_00,
      hsnCode: '63079090',
      gstRate: 5,
    })
    // Units counted in are in the stock ledger, as the product form records them.
    const counted = await db()
      .select()
      .from(stockMovements)
      .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
      .where(eq(productVariants.sku, 'HALO-IMP-BLK'))
    expect(counted.map((m) => m.stock_movements.delta)).toEqual([4])
  })

  it('changes what an exported file changes, keeps what it leaves out, and reports each product', async () => {
    const before = await exported()
    const lines = before.slice(1).split('\r\n').filter(Boolean)
    const header = lines[0] ?? ''
    const glass = lines.find((l) => l.includes(shop.catalogue.glass.name)) ?? ''
    const charger = lines.find((l) => l.includes(shop.catalogue.charger.name)) ?? ''
    const cheaper = glass.replace(',211.02,', ',199.00,')
    expect(cheaper).not.toBe(glass)
    const csv = [header, cheaper, charger, ''].join('\r\n')

    const checked = await upload(csv, { dryRun: true })
    expect(checked.data).toMatchObject({
      created: [],
      changed: [{ line: 2, name: shop.catalogue.glass.name, columns: ['price'] }],
      unchanged: 1,
    })
    const [glassChecked] = await productNamed(shop.catalogue.glass.name)
    expect(glassChecked?.price).toBe(211_02)
    const imported = await upload(csv)
    expect(imported.statusCode, imported.body).toBe(200)
    expect(imported.data).toMatchObject({
      changed: [{ line: 2, name: shop.catalogue.glass.name, columns: ['price'] }],
    })
    const [glassAfter] = await productNamed(shop.catalogue.glass.name)
    expect(glassAfter).toMatchObject({ price: 199_00, features: shop.catalogue.glass.features })
    // Exported again, the file reads as it was edited: the changed line and the unchanged one.
    const again = (await exported()).slice(1).split('\r\n')
    expect(again).toContain(cheaper)
    expect(again).toContain(charger)
  })

  it('keeps units sold since the export, changes stock by what the file changes, and keeps the variants’ order', async () => {
    const added = await call(
      shop.t.app,
      'POST',
      '/api/admin/products',
      productForm({
        name: 'Order Kept Case',
        options: [{ name: 'Colour', values: ['Black', 'Clear', 'Red'] }],
        variants: ['Black', 'Clear', 'Red'].map((colour, i) => ({
          sku: `KEPT-${colour.toUpperCase()}`,
          options: { Colour: colour },
          stock: 5 + i,
        })),
      }),
      { cookie: admin() },
    )
    expect(added.statusCode, added.body).toBe(201)
    const lines = (await exported()).slice(1).split('\r\n').filter(Boolean)
    const header = lines[0] ?? ''
    const clear = lines.find((l) => l.includes('KEPT-CLEAR')) ?? ''
    // Two Clear cases sold after the export: 6 → 4.
    await db()
      .update(productVariants)
      .set({ stock: 4 })
      .where(eq(productVariants.sku, 'KEPT-CLEAR'))
    const untouched = await upload([header, clear, ''].join('\r\n'))
    expect(untouched.statusCode, untouched.body).toBe(200)
    expect(untouched.data).toMatchObject({ changed: [], unchanged: 1 })
    const stockOf = async (sku: string) =>
      (await db().select().from(productVariants).where(eq(productVariants.sku, sku)))[0]
    expect((await stockOf('KEPT-CLEAR'))?.stock).toBe(4)

    // Staff count in three more: the file says 9 where the export said 6.
    const counted = clear.replace(/,6,(\d*),(\d*),6$/, ',9,$1,$2,6')
    expect(counted).not.toBe(clear)
    const more = await upload([header, counted, ''].join('\r\n'))
    expect(more.data).toMatchObject({ changed: [expect.objectContaining({ columns: ['stock'] })] })
    expect((await stockOf('KEPT-CLEAR'))?.stock).toBe(7)
    const order = await Promise.all(['KEPT-BLACK', 'KEPT-CLEAR', 'KEPT-RED'].map(stockOf))
    expect(order.map((v) => v?.position)).toEqual([0, 1, 2])
    expect(order.map((v) => v?.stock)).toEqual([5, 7, 7])
  })

  it('reads a new product’s later lines without its name and brand, and a file without options', async () => {
    const csv = file([
      { ...halo('CONT-BLK', 'Black'), name: 'Continued Case' },
      { sku: 'CONT-CLR', options: 'Colour=Clear', stock: 2 },
    ])
    const imported = await upload(csv)
    expect(imported.statusCode, imported.body).toBe(200)
    expect(imported.data.created).toEqual([{ line: 2, name: 'Continued Case', variants: 2 }])

    const [saved] = await productNamed('Continued Case')
    const variants = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, saved?.id ?? ''))
    const black = variants.find((v) => v.sku === 'CONT-BLK')
    const withoutOptions = toCsv(
      ['product_id', 'name', 'brand', 'category', 'price', 'image', 'variant_id', 'sku', 'stock'],
      [
        [
          saved?.id,
          'Continued Case',
          'Kavach',
          'cases',
          '350',
          '/uploads/products/halo.webp',
          black?.id,
          'CONT-BLK',
          4,
        ],
      ],
    )
    const changed = await upload(withoutOptions)
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.data.changed).toEqual([{ line: 2, name: 'Continued Case', columns: ['price'] }])
  })

  it('writes nothing when any line is bad, naming each line and column with the form’s messages', async () => {
    const csv = file([
      halo('HALO-BAD-1', 'Black'),
      { ...halo('HALO-BAD-2', 'Clear'), price: '338.15' },
      { ...halo('bad sku!', 'Red') },
      {
        name: 'X',
        brand: 'Kavach',
        category: 'phones',
        price: 'free',
        image: '/uploads/p.webp',
        sku: 'X-1',
      },
      { ...halo('HALO-BAD-3', 'Blue'), options: 'Blue' },
      { product_id: crypto.randomUUID(), ...halo('HALO-BAD-4', 'Pink') },
      { ...halo('HALO-BAD-5', 'Black'), name: 'Halo Import Case' },
    ])
    const refused = await upload(csv)
    expect(refused.statusCode).toBe(400)
    expect(refused.data.message).toMatch(/^Nothing was imported: \d+ lines have a problem$/)
    const errors = refused.data.errors as { path: string; message: string }[]
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'line 3, price', message: PRODUCT_IMPORT_MESSAGES.differs(2) },
        expect.objectContaining({ path: 'line 4, sku' }),
        { path: 'line 5, name', message: expect.stringMatching(/Name/) },
        { path: 'line 5, category', message: 'Please choose a category' },
        { path: 'line 5, price', message: 'Price must be greater than 0' },
        { path: 'line 6, options', message: PRODUCT_IMPORT_MESSAGES.options },
        { path: 'line 7, product_id', message: PRODUCT_IMPORT_MESSAGES.unknownProduct },
      ]),
    )
    expect(
      await db().select().from(productVariants).where(eq(productVariants.sku, 'HALO-BAD-1')),
    ).toEqual([])
  })

  it('refuses a whole file when saving one product is refused, such as a SKU another product has', async () => {
    const taken = await db()
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(and(eq(productVariants.productId, shop.catalogue.cheapCase.id)))
    const csv = file([
      { ...halo('OTHER-1', 'Black'), name: 'Other Case' },
      { ...halo('OTHER-2', 'Clear'), name: 'Other Case' },
      { ...halo(taken[0]?.sku ?? '', 'Red'), name: 'Other Case' },
    ])
    const refused = await upload(csv, { dryRun: true })
    expect(refused.statusCode).toBe(400)
    expect(refused.data.errors).toEqual([
      { path: 'line 4, sku', message: expect.stringContaining(taken[0]?.sku ?? '') },
    ])
    expect(await productNamed('Other Case')).toEqual([])
  })

  it('answers 400 for a file that is not CSV, empty or without the columns it needs', async () => {
    for (const [csv, message] of [
      ['', PRODUCT_IMPORT_MESSAGES.empty],
      ['name,brand\r\n', PRODUCT_IMPORT_MESSAGES.empty],
      ['a,"open\r\n1,2', PRODUCT_IMPORT_MESSAGES.unreadable],
    ] as const) {
      const response = await upload(csv)
      expect(response.statusCode, csv).toBe(400)
      expect(response.data.message).toBe(message)
    }
    const headerless = await upload('name,brand,colour\r\nHalo,Kavach,Red\r\n')
    expect(headerless.statusCode).toBe(400)
    expect(headerless.data.errors).toEqual([
      {
        path: 'line 1',
        message: PRODUCT_IMPORT_MESSAGES.header(['category', 'price', 'image', 'sku'], ['colour']),
      },
    ])
    const latin = await upload(Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0xa3]))
    expect(latin.statusCode).toBe(400)
  })
})
