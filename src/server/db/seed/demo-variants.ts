// The demo products sold in several variants: the phone models (and colours) each comes in, the units
// on hand of each, and the few variants priced apart from their product. Prices are pre-tax rupees.
import {
  PHONE_MODEL_OPTION,
  type ProductOption,
  type VariantOptions,
} from '#domain/product/variant.ts'
import { DEMO_PHONE_MODELS, MORE_MODELS } from './demo-phone-models.ts'

export interface DemoVariant {
  sku: string
  options: VariantOptions
  /** The slug of the phone model the variant fits. */
  phoneModel: string
  stock: number
  price?: number
  /** The colour it comes in, with the shade its picture is drawn in. */
  colour?: { name: string; tint: string }
}

export interface DemoVariantSet {
  options: ProductOption[]
  variants: DemoVariant[]
}

/** Units on hand by phone model name. */
type StockByModel = Record<string, number>

const COLOUR_OPTION = 'Colour'
const ALL_MODELS = DEMO_PHONE_MODELS.map((m) => m.name)
const MORE = MORE_MODELS.map((m) => m.name)
/** The models the demo first fitted, which its best-known products come in. */
const MODELS = ALL_MODELS.filter((model) => !MORE.includes(model))

function slugOf(model: string): string {
  const found = DEMO_PHONE_MODELS.find((m) => m.name === model)
  if (!found) throw new Error(`No demo phone model ${model}`)
  return found.slug
}

/** The given models, in the demo list's order. */
function inDemoOrder(models: string[]): string[] {
  models.forEach(slugOf)
  return ALL_MODELS.filter((model) => models.includes(model))
}

const skuPart = (text: string) => text.toUpperCase().replaceAll(' ', '-')

/** The same stock of each of these models. */
const each = (stock: number, models: string[] = MODELS): StockByModel =>
  Object.fromEntries(models.map((model) => [model, stock]))

/** One variant per phone model; SKUs end in the model's slug, e.g. KV-CLEAR-IPHONE-16. */
function byModel(
  sku: string,
  stock: StockByModel,
  prices: Record<string, number> = {},
): DemoVariantSet {
  const models = inDemoOrder(Object.keys(stock))
  return {
    options: [{ name: PHONE_MODEL_OPTION, values: models }],
    variants: models.map((model) => ({
      sku: `${sku}-${skuPart(slugOf(model))}`,
      options: { [PHONE_MODEL_OPTION]: model },
      phoneModel: slugOf(model),
      stock: stock[model] as number,
      ...(prices[model] !== undefined && { price: prices[model] }),
    })),
  }
}

/**
 * A variant for every phone model and colour (name and shade), `stock` of each but the
 * "Model / Colour" exceptions.
 */
function byModelAndColour(
  sku: string,
  models: string[],
  colours: Record<string, string>,
  stock: number,
  except: Record<string, number> = {},
): DemoVariantSet {
  const ordered = inDemoOrder(models)
  return {
    options: [
      { name: PHONE_MODEL_OPTION, values: ordered },
      { name: COLOUR_OPTION, values: Object.keys(colours) },
    ],
    variants: ordered.flatMap((model) =>
      Object.entries(colours).map(([colour, tint]) => ({
        sku: `${sku}-${skuPart(slugOf(model))}-${skuPart(colour)}`,
        options: { [PHONE_MODEL_OPTION]: model, [COLOUR_OPTION]: colour },
        phoneModel: slugOf(model),
        stock: except[`${model} / ${colour}`] ?? stock,
        colour: { name: colour, tint },
      })),
    ),
  }
}

/**
 * Stock for the models from `from` to `to` of the rest (MORE_MODELS), a few units apart so that
 * the lists don't read alike; every one of them is fitted by one case and one glass.
 */
const more = (from: number, to: number): StockByModel =>
  Object.fromEntries(MORE.slice(from, to).map((model, i) => [model, 8 + (((from + i) * 7) % 45)]))

const IPHONES = ['iPhone 16 Pro Max', 'iPhone 16 Pro', 'iPhone 16', 'iPhone 15']
const ALL_BUT_ULTRAS = MODELS.filter((model) => !model.endsWith('Ultra'))

/** By product slug; products not named here are sold as one variant. */
// prettier-ignore
export const DEMO_VARIANTS: Record<string, DemoVariantSet> = {
  'kavach-clear-armour-case': byModel('KV-CLEAR', { ...each(40), 'iPhone 16': 2, 'Galaxy S24 FE': 0, 'Pixel 9': 4 }, { 'iPhone 16 Pro Max': 699 }),
  'spigen-ultra-hybrid-case': byModel('KV-SPG-UH', { 'iPhone 16 Pro Max': 18, 'iPhone 16 Pro': 34, 'iPhone 16': 27, 'iPhone 15': 3 }, { 'iPhone 16 Pro Max': 1199 }),
  'kavach-armour-rugged-case': byModel('KV-ARMOUR', { 'Galaxy S25 Ultra': 45, 'Galaxy S25': 38, 'Galaxy S24 Ultra': 22, 'Galaxy S24 FE': 16 }),
  'ringke-fusion-clear-case': byModel('KV-RGK-FUSION', { 'Galaxy S25': 24, 'Galaxy S24 FE': 19, 'Pixel 9 Pro': 15, 'Pixel 9': 0, ...more(90, 117) }),
  'caseology-parallax-case': byModel('KV-CSO-PARALLAX', { 'Galaxy S25 Ultra': 20, 'OnePlus 13': 30, 'OnePlus 12': 17, 'Pixel 9 Pro': 4 }),
  'kavach-liquid-silicone-case': byModelAndColour('KV-SILK', ['iPhone 16', 'iPhone 16 Pro', 'iPhone 15', 'Galaxy S25'], { Lavender: '#a78bfa', 'Midnight Blue': '#1e3a8a', 'Sage Green': '#6b8f71' }, 25, { 'iPhone 15 / Sage Green': 0 }),
  'stuffcool-vegan-leather-folio': byModel('KV-STC-FOLIO', { 'iPhone 16': 21, 'iPhone 15': 15, 'Galaxy S25': 2, 'Galaxy S24 FE': 18 }),
  'dr-vaku-luxemberg-case': byModel('KV-VAKU-LUX', { 'Redmi Note 14 Pro': 52, 'Redmi Note 14': 60, 'V40 Pro': 23, 'Reno 12 Pro': 0, ...more(0, 46) }),
  'spigen-tough-armor-case': byModel('KV-SPG-TOUGH', { 'Galaxy S25 Ultra': 25, 'Galaxy S24 Ultra': 12, 'Galaxy S24 FE': 0 }),
  'kavach-glitter-clear-case': byModel('KV-GLITTER', { 'iPhone 16 Pro': 30, 'iPhone 16': 36, 'iPhone 15': 28, 'Galaxy S25': 20, 'V40 Pro': 5, 'Reno 12 Pro': 18 }),
  'nillkin-camshield-pro-case': byModel('KV-NLK-CAMSHIELD', { 'OnePlus 13': 26, 'OnePlus 12': 31, 'Redmi Note 14 Pro': 40, 'Redmi Note 14': 0, 'V40 Pro': 16, 'Reno 12 Pro': 22, ...more(46, 90) }),

  'kavach-9h-tempered-glass': byModel('KV-9H', { ...each(60, ALL_BUT_ULTRAS), 'OnePlus 12': 0, 'Redmi Note 14': 3 }),
  'spigen-glastr-ez-fit-2-pack': byModel('KV-SPG-EZFIT', { ...each(30, IPHONES), 'iPhone 16 Pro Max': 12, 'Galaxy S25': 26, 'Pixel 9': 15 }),
  'gadgetshieldz-privacy-glass': byModel('KV-GSZ-PRIVACY', { 'iPhone 16 Pro Max': 20, 'iPhone 16 Pro': 0, 'iPhone 16': 33, 'iPhone 15': 41, 'OnePlus 13': 17, 'OnePlus 12': 15 }),
  'kavach-anti-glare-matte-glass': byModel('KV-MATTE', { 'OnePlus 13': 35, 'Redmi Note 14 Pro': 48, 'V40 Pro': 27, 'Reno 12 Pro': 19, 'Pixel 9 Pro': 4, 'Pixel 9': 30, ...more(45, 89) }),
  'ringke-invisible-defender-glass': byModel('KV-RGK-ID', { 'Galaxy S25 Ultra': 28, 'Galaxy S24 Ultra': 17, 'OnePlus 13': 21, 'OnePlus 12': 2, 'V40 Pro': 15, 'Reno 12 Pro': 20, ...more(89, 117) }),
  'kavach-camera-lens-protector': byModel('KV-LENS', { ...each(55, IPHONES), 'iPhone 15': 0, 'Galaxy S25 Ultra': 32, 'Galaxy S25': 44, 'Galaxy S24 Ultra': 26 }),
  'supershieldz-tempered-glass-3-pack': byModel('KV-SSZ-3PK', { 'iPhone 16': 58, 'iPhone 15': 45, 'Galaxy S24 FE': 36, 'Redmi Note 14': 60, 'Pixel 9': 5, ...more(0, 45) }),
  'kavach-privacy-glass': byModel('KV-PRIVACY', { 'Galaxy S25 Ultra': 18, 'Galaxy S25': 24, 'Galaxy S24 Ultra': 0 }),
}
