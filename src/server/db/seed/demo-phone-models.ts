// Phone models sold in India that the demo's cases and glass fit, with the year each reached India.
import type { NewPhoneModel } from '../schema/index.ts'

const m = (brand: string, model: string, slug: string, releaseYear: number): NewPhoneModel => ({
  brand,
  model,
  slug,
  releaseYear,
})

// prettier-ignore
export const DEMO_PHONE_MODELS: NewPhoneModel[] = [
  m('Apple', 'iPhone 16 Pro Max', 'iphone-16-pro-max', 2024),
  m('Apple', 'iPhone 16 Pro', 'iphone-16-pro', 2024),
  m('Apple', 'iPhone 16', 'iphone-16', 2024),
  m('Apple', 'iPhone 15', 'iphone-15', 2023),
  m('Samsung', 'Galaxy S25 Ultra', 'galaxy-s25-ultra', 2025),
  m('Samsung', 'Galaxy S25', 'galaxy-s25', 2025),
  m('Samsung', 'Galaxy S24 Ultra', 'galaxy-s24-ultra', 2024),
  m('Samsung', 'Galaxy S24 FE', 'galaxy-s24-fe', 2024),
  m('OnePlus', 'OnePlus 13', 'oneplus-13', 2025),
  m('OnePlus', 'OnePlus 12', 'oneplus-12', 2024),
  m('Xiaomi', 'Redmi Note 14 Pro', 'redmi-note-14-pro', 2024),
  m('Xiaomi', 'Redmi Note 14', 'redmi-note-14', 2024),
  m('Vivo', 'V40 Pro', 'vivo-v40-pro', 2024),
  m('Oppo', 'Reno 12 Pro', 'oppo-reno-12-pro', 2024),
  m('Google', 'Pixel 9 Pro', 'pixel-9-pro', 2024),
  m('Google', 'Pixel 9', 'pixel-9', 2024),
]
