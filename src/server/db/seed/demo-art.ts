// Draws the demo catalogue's pictures locally as SVG and renders them to WebP with sharp.
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { ArtKind, DemoBanner, DemoProduct } from './demo-products.ts'
import { DEMO_VARIANTS } from './demo-variants.ts'
import { escapeMarkup } from '../../lib/escape-markup.ts'

const PALETTE: Record<ArtKind, [string, string]> = {
  case: ['#6366f1', '#a5b4fc'],
  glass: ['#0ea5e9', '#bae6fd'],
  charger: ['#f59e0b', '#fde68a'],
  audio: ['#ec4899', '#fbcfe8'],
  laptop: ['#475569', '#cbd5e1'],
  desk: ['#059669', '#a7f3d0'],
  cable: ['#7c3aed', '#ddd6fe'],
  productivity: ['#dc2626', '#fecaca'],
}

const DRAWINGS: Record<ArtKind, string> = {
  case: `<rect x="280" y="150" width="240" height="460" rx="44" fill="#0f172a" opacity=".9"/>
    <rect x="300" y="170" width="200" height="420" rx="32" fill="url(#accent)"/>
    <rect x="318" y="188" width="96" height="96" rx="22" fill="#0f172a" opacity=".85"/>
    <circle cx="345" cy="215" r="16" fill="#334155"/><circle cx="388" cy="215" r="16" fill="#334155"/>
    <circle cx="345" cy="258" r="16" fill="#334155"/>`,
  glass: `<rect x="270" y="140" width="260" height="480" rx="40" fill="#0f172a"/>
    <rect x="286" y="156" width="228" height="448" rx="30" fill="#e0f2fe" opacity=".9"/>
    <path d="M300 560 L500 200 L500 260 L330 580 Z" fill="#fff" opacity=".7"/>
    <path d="M300 470 L450 200 L470 200 L300 500 Z" fill="#fff" opacity=".5"/>`,
  charger: `<rect x="290" y="250" width="220" height="220" rx="36" fill="#f8fafc" stroke="#0f172a" stroke-width="6"/>
    <rect x="340" y="200" width="18" height="60" rx="6" fill="#94a3b8"/><rect x="442" y="200" width="18" height="60" rx="6" fill="#94a3b8"/>
    <rect x="370" y="400" width="60" height="20" rx="8" fill="#0f172a"/>
    <path d="M400 420 C400 520 260 520 260 620" stroke="#0f172a" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M392 290 L372 345 L400 345 L384 390 L430 325 L402 325 L420 290 Z" fill="url(#accent)"/>`,
  audio: `<rect x="250" y="330" width="300" height="200" rx="90" fill="#f8fafc" stroke="#0f172a" stroke-width="6"/>
    <line x1="270" y1="420" x2="530" y2="420" stroke="#0f172a" stroke-width="4"/>
    <ellipse cx="330" cy="260" rx="46" ry="60" fill="url(#accent)"/><ellipse cx="470" cy="260" rx="46" ry="60" fill="url(#accent)"/>
    <rect x="318" y="290" width="24" height="80" rx="12" fill="#f8fafc"/><rect x="458" y="290" width="24" height="80" rx="12" fill="#f8fafc"/>`,
  laptop: `<rect x="220" y="220" width="360" height="240" rx="16" fill="#0f172a"/>
    <rect x="238" y="238" width="324" height="204" rx="8" fill="url(#accent)"/>
    <path d="M180 470 L620 470 L590 510 L210 510 Z" fill="#cbd5e1" stroke="#0f172a" stroke-width="4"/>
    <path d="M260 510 L330 620 M540 510 L470 620" stroke="#0f172a" stroke-width="12" stroke-linecap="round"/>`,
  desk: `<rect x="160" y="420" width="480" height="130" rx="24" fill="url(#accent)"/>
    <rect x="230" y="450" width="230" height="70" rx="10" fill="#f8fafc"/>
    <ellipse cx="540" cy="485" rx="30" ry="44" fill="#f8fafc"/>
    <path d="M560 410 L560 240 L470 190" stroke="#0f172a" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M430 170 L510 170 L490 230 L450 230 Z" fill="#0f172a"/>`,
  cable: `<path d="M200 300 C320 180 480 420 600 300" stroke="url(#accent)" stroke-width="28" fill="none" stroke-linecap="round"/>
    <path d="M200 400 C320 280 480 520 600 400" stroke="#0f172a" stroke-width="28" fill="none" stroke-linecap="round"/>
    <path d="M200 500 C320 380 480 620 600 500" stroke="#f8fafc" stroke-width="28" fill="none" stroke-linecap="round"/>
    <rect x="370" y="250" width="60" height="300" rx="16" fill="#0f172a" opacity=".85"/>`,
  productivity: `<rect x="230" y="180" width="280" height="380" rx="18" fill="#f8fafc" stroke="#0f172a" stroke-width="6"/>
    <g fill="#94a3b8">${dots()}</g>
    <rect x="220" y="180" width="30" height="380" rx="10" fill="url(#accent)"/>
    <rect x="480" y="420" width="130" height="130" rx="26" fill="#0f172a"/>
    <circle cx="545" cy="485" r="40" fill="none" stroke="url(#accent)" stroke-width="10"/>`,
}

const BANNER_ART: Record<DemoBanner['category'], ArtKind[]> = {
  shop: ['case', 'charger', 'glass'],
  'new-arrivals': ['glass', 'case'],
  gifts: ['audio', 'productivity'],
  'work-essentials': ['desk', 'cable'],
}

function dots(): string {
  const out: string[] = []
  for (let y = 220; y <= 520; y += 30)
    for (let x = 280; x <= 480; x += 30) out.push(`<circle cx="${x}" cy="${y}" r="3"/>`)
  return out.join('')
}

function gradient([strong, soft]: [string, string]): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${soft}"/><stop offset="1" stop-color="#f8fafc"/></linearGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${strong}"/><stop offset="1" stop-color="${soft}"/></linearGradient>
  </defs>`
}

function productSvg(product: DemoProduct, palette = PALETTE[product.art]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  ${gradient(palette)}
  <rect width="800" height="800" fill="url(#bg)"/>
  ${DRAWINGS[product.art]}
  <text x="400" y="700" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#0f172a">${escapeMarkup(product.brand)}</text>
</svg>`
}

function bannerSvg(banner: DemoBanner, index: number): string {
  const kinds = BANNER_ART[banner.category]
  const kind = kinds[index % kinds.length] ?? 'case'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
  ${gradient(PALETTE[kind])}
  <rect width="1600" height="600" fill="#0f172a"/>
  <rect x="1060" width="540" height="600" fill="url(#accent)" opacity=".9"/>
  <g transform="translate(1010 -20) scale(0.8)">${DRAWINGS[kind]}</g>
  <text x="80" y="280" font-family="DejaVu Sans, Arial, sans-serif" font-size="54" font-weight="700" fill="#f8fafc">${escapeMarkup(banner.headline)}</text>
  <text x="80" y="345" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#cbd5e1">${escapeMarkup(banner.subline)}</text>
</svg>`
}

async function renderAll(jobs: { file: string; svg: () => string }[], concurrency = 4) {
  const queue = jobs.filter((job) => !existsSync(job.file))
  const workers = Array.from({ length: concurrency }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await sharp(Buffer.from(job.svg())).webp({ quality: 82 }).toFile(job.file)
    }
  })
  await Promise.all(workers)
}

export const productImageUrl = (slug: string) => `/uploads/products/${slug}.webp`
export const bannerImageUrl = (name: string) => `/uploads/gallery/${name}.webp`
/** A colour variant's own picture, e.g. /uploads/products/kavach-liquid-silicone-case-sage-green.webp. */
export const colourImageUrl = (slug: string, colour: string) =>
  productImageUrl(colourImageName(slug, colour))
const colourImageName = (slug: string, colour: string) =>
  `${slug}-${colour.toLowerCase().replaceAll(' ', '-')}`

/** Each colour a product comes in, drawn once in its shade. */
function colourPictures(products: DemoProduct[]) {
  return products.flatMap((product) => {
    const colours = new Map(
      (DEMO_VARIANTS[product.slug]?.variants ?? []).flatMap((v) =>
        v.colour ? [[v.colour.name, v.colour.tint] as const] : [],
      ),
    )
    return [...colours].map(([colour, tint]) => ({
      name: colourImageName(product.slug, colour),
      // The shade, and the shade at 40% for the background.
      svg: () => productSvg(product, [tint, `${tint}66`]),
    }))
  })
}

export async function drawDemoArt(dataDir: string, products: DemoProduct[], banners: DemoBanner[]) {
  const productsDir = path.join(dataDir, 'uploads/products')
  const galleryDir = path.join(dataDir, 'uploads/gallery')
  await mkdir(productsDir, { recursive: true })
  await mkdir(galleryDir, { recursive: true })
  await renderAll([
    ...products.map((p) => ({
      file: path.join(productsDir, `${p.slug}.webp`),
      svg: () => productSvg(p),
    })),
    ...colourPictures(products).map(({ name, svg }) => ({
      file: path.join(productsDir, `${name}.webp`),
      svg,
    })),
    ...banners.map((b, i) => ({
      file: path.join(galleryDir, `${b.name}.webp`),
      svg: () => bannerSvg(b, i),
    })),
  ])
}
