// A judged set of shoppers' searches on the demo store: for each, the products a shopper means.
// Precision at 5 is the share of the first five results that are judged right, out of five or of
// the judged products when there are fewer: a search with two right answers scores 1 when both
// are among its first five.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoStore } from '../db/seed/seed-demo-store.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const MIN_PRECISION_AT_5 = 0.9

const CASES = [
  'Kavach Clear Armour Case',
  'Spigen Ultra Hybrid Case',
  'Kavach Armour Rugged Case',
  'Ringke Fusion Clear Case',
  'Caseology Parallax Case',
  'Kavach Liquid Silicone Case',
  'Stuffcool Vegan Leather Folio',
  'Dr. Vaku Luxemberg Case',
  'Kavach Glitter Clear Case',
  'Nillkin CamShield Pro Case',
]
const GLASS = [
  'Kavach 9H Tempered Glass',
  'Spigen Glas.tR EZ Fit Screen Protector (2 Pack)',
  'Gadgetshieldz Privacy Glass',
  'Kavach Anti-Glare Matte Glass',
  'Ringke Invisible Defender Glass',
  'Kavach Camera Lens Protector',
  'Supershieldz Tempered Glass (3 Pack)',
]
const CHARGERS = [
  'Anker Nano 65W GaN Charger (3 Ports)',
  'Ambrane 20W PD USB-C Wall Charger',
  'Portronics Adapto 45W Dual Port Charger',
  'Ugreen Nexode 100W GaN Desktop Charger',
  'Kavach 48W Dual USB-C Car Charger',
  'Belkin BoostCharge Pro MagSafe 15W Charging Pad',
  'Baseus 3-in-1 Wireless Charging Stand',
]
const EARBUDS = ['boAt Airdopes 141 ANC Earbuds', 'boAt Rockerz 255 Pro+ Neckband']
const WORK = [
  'Lapcare Aluminium Laptop Stand',
  'Ugreen 7-in-1 USB-C Hub with 4K HDMI',
  'Kavach Water-Resistant Laptop Sleeve 14"',
  'Logitech Pebble M350s Wireless Mouse',
  'Kavach Felt Desk Mat (90 × 40 cm)',
  'Philips LED Desk Lamp with Dimming',
  'Kavach Memory Foam Keyboard Wrist Rest',
  'Kavach Silicone Cable Clips (12 Pack)',
  'Ugreen Zip Cable Sleeve (1.5 m)',
  'Kavach Reusable Velcro Cable Ties (50 Pack)',
  'Kavach Cube Pomodoro Timer',
  'Kavach Dotted A5 Notebook (Pack of 2)',
  'Logitech K380 Multi-Device Bluetooth Keyboard',
  'Kavach Bamboo Desk Organiser',
]
const USB_C = [
  'Ambrane 20W PD USB-C Wall Charger',
  'Anker 240W Braided USB-C Cable (1.8 m)',
  'Kavach 48W Dual USB-C Car Charger',
  'Ugreen 7-in-1 USB-C Hub with 4K HDMI',
  'Anker Nano 65W GaN Charger (3 Ports)',
  'Portronics Adapto 45W Dual Port Charger',
  'Kavach Cube Pomodoro Timer',
]
const MAGSAFE = [
  'Belkin BoostCharge Pro MagSafe 15W Charging Pad',
  'Kavach MagSafe Ring Grip and Stand',
  'Ambrane 10000mAh Magnetic Wireless Power Bank',
  'Spigen OneTap MagFit Car Vent Mount',
  'Spigen Ultra Hybrid Case',
]
/** The cases the demo fits to each phone (demo-variants.ts), in stock. */
const IPHONE_16_CASES = [
  'Kavach Clear Armour Case',
  'Kavach Glitter Clear Case',
  'Kavach Liquid Silicone Case',
  'Spigen Ultra Hybrid Case',
  'Stuffcool Vegan Leather Folio',
]

// prettier-ignore
const JUDGED: [search: string, relevant: string[]][] = [
  // The words shoppers use for what the shop calls otherwise.
  ['screen guard', GLASS],
  ['screen protector', GLASS],
  ['mobile cover', CASES],
  ['back cover', CASES],
  ['earphones', EARBUDS],
  ['tws', ['boAt Airdopes 141 ANC Earbuds']],
  ['adapter', CHARGERS],
  ['fast charger', CHARGERS],
  ['type c cable', ['Anker 240W Braided USB-C Cable (1.8 m)']],
  ['usb-c', USB_C],
  ['work-essentials', WORK],
  // Phone models inside the search.
  ['iphone 16 case', IPHONE_16_CASES],
  ['iphone16 cover', IPHONE_16_CASES],
  ['s24 fe cover', ['Kavach Armour Rugged Case', 'Ringke Fusion Clear Case', 'Stuffcool Vegan Leather Folio']],
  ['galaxy s24 fe glass', ['Kavach 9H Tempered Glass', 'Supershieldz Tempered Glass (3 Pack)']],
  ['galaxy s25 ultra case', ['Caseology Parallax Case', 'Kavach Armour Rugged Case', 'Kavach Clear Armour Case']],
  ['iphone 15 screen guard', ['Kavach 9H Tempered Glass', 'Supershieldz Tempered Glass (3 Pack)', 'Gadgetshieldz Privacy Glass', 'Spigen Glas.tR EZ Fit Screen Protector (2 Pack)']],
  // Misspellings.
  ['chargr', CHARGERS],
  ['tempred glas', GLASS],
  ['earbds', EARBUDS],
  ['lether folio', ['Stuffcool Vegan Leather Folio']],
  ['laptop sleve', ['Kavach Water-Resistant Laptop Sleeve 14"']],
  ['keybord', ['Logitech K380 Multi-Device Bluetooth Keyboard', 'Kavach Memory Foam Keyboard Wrist Rest']],
  ['magsafe stnd', ['Kavach MagSafe Ring Grip and Stand']],
  ['wirless charging', ['Baseus 3-in-1 Wireless Charging Stand', 'Belkin BoostCharge Pro MagSafe 15W Charging Pad', 'Ambrane 10000mAh Magnetic Wireless Power Bank']],
  // The shop's own words.
  ['power bank', ['Xiaomi 20000mAh 33W Power Bank', 'Ambrane 10000mAh Magnetic Wireless Power Bank']],
  ['laptop stand', ['Lapcare Aluminium Laptop Stand']],
  ['wireless mouse', ['Logitech Pebble M350s Wireless Mouse']],
  ['desk mat', ['Kavach Felt Desk Mat (90 × 40 cm)']],
  ['magsafe', MAGSAFE],
  ['privacy glass', ['Gadgetshieldz Privacy Glass']],
  ['clear case', ['Kavach Clear Armour Case', 'Ringke Fusion Clear Case', 'Kavach Glitter Clear Case', 'Spigen Ultra Hybrid Case']],
  ['car charger', ['Kavach 48W Dual USB-C Car Charger']],
  ['neckband', ['boAt Rockerz 255 Pro+ Neckband']],
  ['pomodoro timer', ['Kavach Cube Pomodoro Timer']],
  ['phone stand', ['Portronics Mobot Adjustable Phone Stand']],
  ['cable ties', ['Kavach Reusable Velcro Cable Ties (50 Pack)']],
  ['bluetooth keyboard', ['Logitech K380 Multi-Device Bluetooth Keyboard']],
  ['camera lens protector', ['Kavach Camera Lens Protector']],
]

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await seedDemoStore(t.db, t.config.dataDir, { info: () => {} })
}, 120_000)
afterAll(() => t.close())

/** The first five results as the shop asks for a search: best match first. */
async function firstFive(search: string) {
  const query = new URLSearchParams({ search, sortBy: 'relevance', sortOrder: 'desc', limit: '5' })
  const response = await call(t.app, 'GET', `/api/products?${query}`)
  expect(response.statusCode).toBe(200)
  return (response.data.products as { name: string }[]).map((p) => p.name)
}

describe('the judged searches on the demo store', () => {
  it(`find what shoppers mean: precision at 5 of at least ${MIN_PRECISION_AT_5}`, async () => {
    expect(JUDGED.length).toBeGreaterThanOrEqual(30)
    const scores: number[] = []
    const misses: string[] = []
    for (const [search, relevant] of JUDGED) {
      const shown = await firstFive(search)
      const right = shown.filter((name) => relevant.includes(name)).length
      const score = right / Math.min(5, relevant.length)
      scores.push(score)
      if (score < 1) misses.push(`"${search}" (${score.toFixed(2)}): ${shown.join(' | ')}`)
    }
    const precision = scores.reduce((sum, score) => sum + score, 0) / scores.length
    console.log(
      `Search precision at 5 over ${JUDGED.length} judged searches: ${precision.toFixed(3)}` +
        (misses.length ? `\n  below 1:\n  ${misses.join('\n  ')}` : ''),
    )
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION_AT_5)
  })
})
