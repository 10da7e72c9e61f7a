// The demo catalogue: believable products for an Indian accessories shop, and a few coupons. Prices are pre-tax
// rupees. The phone models and colours the cases and glass come in are in demo-variants.ts.
import type { Category, Subcategory } from '#domain/product/catalogue.ts'
import type { ProductKindId } from '#domain/product/product-kinds.ts'
import type { ColoredTag } from '#domain/product/product.ts'
import { FREE_SHIPPING_LABEL } from '#domain/pricing.ts'
import type { NewCoupon } from '../schema/index.ts'

export type ArtKind =
  'case' | 'glass' | 'charger' | 'audio' | 'laptop' | 'desk' | 'cable' | 'productivity'

export interface DemoProduct {
  slug: string
  name: string
  brand: string
  category: Category
  subcategory?: Subcategory
  price: number
  originalPrice?: number
  features: string[]
  tags: ColoredTag[]
  art: ArtKind
  isNew?: boolean
  isGift?: boolean
  isFeatured?: boolean
  outOfStock?: boolean
  /** Units on hand of a product sold as one variant; absent when the shop doesn't count them. */
  stock?: number
}

const t = (label: string, color: ColoredTag['color']): ColoredTag => ({ label, color })
const BESTSELLER = t('Bestseller', 'green')
const MAGSAFE = t('MagSafe', 'blue')
const NEW = t('Just In', 'purple')
const GIFT = t('Gift Pick', 'pink')
const DEAL = t('Hot Deal', 'red')
const FAST = t('Fast Charge', 'yellow')

// prettier-ignore
export const DEMO_PRODUCTS: DemoProduct[] = [
  { slug: 'kavach-clear-armour-case', name: 'Kavach Clear Armour Case', brand: 'Kavach Essentials', category: 'cases', price: 599, originalPrice: 899, features: ['Crystal-clear back that stays clear for a year', 'Reinforced shockproof corners, tested to 2 m', 'Raised lips for screen and camera', 'Works with wireless charging'], tags: [BESTSELLER, DEAL], art: 'case', isFeatured: true },
  { slug: 'spigen-ultra-hybrid-case', name: 'Spigen Ultra Hybrid Case', brand: 'Spigen', category: 'cases', price: 1099, originalPrice: 1499, features: ['Crystal-clear back that resists yellowing', 'Air Cushion corners', 'MagSafe-compatible magnetic ring', 'Raised bezels for screen and camera'], tags: [BESTSELLER, MAGSAFE], art: 'case', isFeatured: true },
  { slug: 'kavach-armour-rugged-case', name: 'Kavach Armour Rugged Case', brand: 'Kavach Essentials', category: 'cases', price: 799, features: ['Military-grade drop protection up to 3 m', 'Built-in fold-out kickstand', 'S Pen friendly cut-outs on Ultra models', 'Dual-layer TPU and polycarbonate shell'], tags: [t('Rugged', 'red'), NEW], art: 'case', isNew: true, isFeatured: true },
  { slug: 'ringke-fusion-clear-case', name: 'Ringke Fusion Clear Case', brand: 'Ringke', category: 'cases', price: 899, originalPrice: 1199, features: ['Anti-scratch clear back', 'Shock-absorbing TPU bumper', 'Wireless charging friendly', 'Lanyard holes on both sides'], tags: [DEAL], art: 'case' },
  { slug: 'caseology-parallax-case', name: 'Caseology Parallax Case', brand: 'Caseology', category: 'cases', price: 1299, features: ['3D hexa-cube textured back', 'Ergonomic grip design', 'Tactile button covers', 'Drop tested to military standard'], tags: [NEW, t('Grip', 'yellow')], art: 'case', isNew: true },
  { slug: 'kavach-liquid-silicone-case', name: 'Kavach Liquid Silicone Case', brand: 'Kavach Essentials', category: 'cases', price: 549, originalPrice: 799, features: ['Silky soft-touch finish', 'Microfibre lining protects the back', 'Lavender, Midnight Blue and Sage Green', 'Slim enough for wireless charging'], tags: [GIFT, BESTSELLER], art: 'case', isGift: true },
  { slug: 'stuffcool-vegan-leather-folio', name: 'Stuffcool Vegan Leather Folio', brand: 'Stuffcool', category: 'cases', price: 1499, features: ['Premium vegan leather', 'Three card slots and a cash pocket', 'Magnetic closure', 'Converts into a viewing stand'], tags: [GIFT], art: 'case', isGift: true },
  { slug: 'dr-vaku-luxemberg-case', name: 'Dr. Vaku Luxemberg Case', brand: 'Dr. Vaku', category: 'cases', price: 449, originalPrice: 699, features: ['Leather-finish back panel', 'Metallic camera ring', 'Slim 1.2 mm profile', 'Made for the 5G editions'], tags: [DEAL], art: 'case' },
  { slug: 'spigen-tough-armor-case', name: 'Spigen Tough Armor Case', brand: 'Spigen', category: 'cases', price: 1199, features: ['Extreme Impact Foam', 'Reinforced kickstand', 'Dual-layer protection', 'Raised lips for screen and camera'], tags: [t('Rugged', 'red')], art: 'case', outOfStock: true },
  { slug: 'kavach-glitter-clear-case', name: 'Kavach Glitter Clear Case', brand: 'Kavach Essentials', category: 'cases', price: 499, features: ['Suspended glitter that never flakes', 'Anti-yellowing clear TPU', 'Raised camera lip', 'Wireless charging friendly'], tags: [GIFT, NEW], art: 'case', isGift: true, isNew: true },
  { slug: 'nillkin-camshield-pro-case', name: 'Nillkin CamShield Pro Case', brand: 'Nillkin', category: 'cases', price: 699, originalPrice: 999, features: ['Sliding camera cover', 'Hard PC back with TPU frame', 'Anti-fingerprint matte finish', 'Precise port cut-outs'], tags: [DEAL, t('Privacy', 'blue')], art: 'case' },

  { slug: 'kavach-9h-tempered-glass', name: 'Kavach 9H Tempered Glass', brand: 'Kavach Essentials', category: 'tempered-glass', price: 349, originalPrice: 499, features: ['9H hardness stops keys and sand', 'Edge-to-edge coverage', 'Fingerprint sensor and Face ID friendly', 'Bubble-free install with the free kit'], tags: [BESTSELLER, DEAL], art: 'glass' },
  { slug: 'spigen-glastr-ez-fit-2-pack', name: 'Spigen Glas.tR EZ Fit Screen Protector (2 Pack)', brand: 'Spigen', category: 'tempered-glass', price: 1199, originalPrice: 1599, features: ['Auto-alignment installation tray', '9H hardness tempered glass', 'Oleophobic coating resists smudges', 'Case friendly'], tags: [BESTSELLER], art: 'glass', isFeatured: true },
  { slug: 'gadgetshieldz-privacy-glass', name: 'Gadgetshieldz Privacy Glass', brand: 'Gadgetshieldz', category: 'tempered-glass', price: 599, features: ['Blocks side views beyond 30°', '9H scratch resistance', 'Face ID and fingerprint friendly', 'Two-year replacement warranty'], tags: [t('Privacy', 'blue')], art: 'glass' },
  { slug: 'kavach-anti-glare-matte-glass', name: 'Kavach Anti-Glare Matte Glass', brand: 'Kavach Essentials', category: 'tempered-glass', price: 449, originalPrice: 599, features: ['Matte finish cuts reflections', 'Smooth for gaming', 'Fingerprint unlock ready', 'Easy-align frame'], tags: [DEAL, t('Gaming', 'purple')], art: 'glass' },
  { slug: 'ringke-invisible-defender-glass', name: 'Ringke Invisible Defender Glass', brand: 'Ringke', category: 'tempered-glass', price: 649, features: ['Curved-edge 3D glass', 'UV-cured full adhesive', 'High transparency', 'Includes UV lamp'], tags: [t('Curved', 'yellow')], art: 'glass' },
  { slug: 'kavach-camera-lens-protector', name: 'Kavach Camera Lens Protector', brand: 'Kavach Essentials', category: 'tempered-glass', price: 349, features: ['Individual sapphire-coated rings', 'No flash glare', 'Scratch-resistant aluminium rims', 'Applicator included'], tags: [NEW, BESTSELLER], art: 'glass', isNew: true },
  { slug: 'supershieldz-tempered-glass-3-pack', name: 'Supershieldz Tempered Glass (3 Pack)', brand: 'Supershieldz', category: 'tempered-glass', price: 299, originalPrice: 499, features: ['Three protectors in a pack', '0.33 mm thin', '2.5D rounded edges', 'Lifetime replacement'], tags: [DEAL], art: 'glass' },
  { slug: 'kavach-privacy-glass', name: 'Kavach Privacy Glass', brand: 'Kavach Essentials', category: 'tempered-glass', price: 699, features: ['Two-way privacy filter', 'Edge glue for curved displays', 'S Pen smooth', '9H hardness'], tags: [t('Privacy', 'blue')], art: 'glass', outOfStock: true },

  { slug: 'anker-nano-65w-gan', name: 'Anker Nano 65W GaN Charger (3 Ports)', brand: 'Anker', category: 'chargers', price: 3299, originalPrice: 4299, features: ['65W GaN PD 3.0 fast charging', 'Two USB-C and one USB-A port', 'Charges a MacBook Air at full speed', 'Foldable Indian plug'], tags: [FAST, BESTSELLER], art: 'charger', isFeatured: true, stock: 48 },
  { slug: 'ambrane-20w-pd-charger', name: 'Ambrane 20W PD USB-C Wall Charger', brand: 'Ambrane', category: 'chargers', price: 549, features: ['20W USB-C Power Delivery', 'Fast charges iPhone to 50% in 30 minutes', 'BIS certified', 'Overheat protection'], tags: [FAST], art: 'charger', stock: 120 },
  { slug: 'portronics-adapto-45w', name: 'Portronics Adapto 45W Dual Port Charger', brand: 'Portronics', category: 'chargers', price: 999, originalPrice: 1499, features: ['45W Super Fast Charging', 'USB-C plus USB-A', 'Samsung PPS support', 'Compact travel size'], tags: [DEAL, FAST], art: 'charger', stock: 64 },
  { slug: 'belkin-boostcharge-magsafe-pad', name: 'Belkin BoostCharge Pro MagSafe 15W Charging Pad', brand: 'Belkin', category: 'chargers', price: 3499, features: ['Official MagSafe 15W charging', 'Magnetic snap-on alignment', 'Braided 2 m cable', 'Works through MagSafe cases'], tags: [MAGSAFE, GIFT], art: 'charger', isGift: true, isFeatured: true, stock: 4 },
  { slug: 'ugreen-nexode-100w-gan', name: 'Ugreen Nexode 100W GaN Desktop Charger', brand: 'Ugreen', category: 'chargers', price: 4999, originalPrice: 5999, features: ['100W across four ports', 'Powers two laptops at once', 'GaN II for cooler charging', '1.5 m detachable cord'], tags: [NEW, FAST], art: 'charger', isNew: true, stock: 22 },
  { slug: 'baseus-3-in-1-wireless-stand', name: 'Baseus 3-in-1 Wireless Charging Stand', brand: 'Baseus', category: 'chargers', price: 2799, features: ['Phone, earbuds and watch at once', '15W fast wireless charging', 'Adjustable viewing angle', 'Soft-glow night light'], tags: [GIFT, NEW], art: 'charger', isGift: true, isNew: true, stock: 30 },
  { slug: 'xiaomi-20000mah-33w-power-bank', name: 'Xiaomi 20000mAh 33W Power Bank', brand: 'Xiaomi', category: 'chargers', price: 1999, originalPrice: 2499, features: ['20000mAh lithium-polymer cells', '33W two-way fast charging', 'Triple output ports', '12-layer circuit protection'], tags: [DEAL, FAST], art: 'charger', stock: 85 },
  { slug: 'ambrane-magnetic-power-bank-10000', name: 'Ambrane 10000mAh Magnetic Wireless Power Bank', brand: 'Ambrane', category: 'chargers', price: 1699, features: ['Snaps onto MagSafe iPhones', '15W wireless, 20W wired', 'Slim 16 mm body', 'Charge status display'], tags: [MAGSAFE], art: 'charger', stock: 3 },
  { slug: 'kavach-48w-car-charger', name: 'Kavach 48W Dual USB-C Car Charger', brand: 'Kavach Essentials', category: 'chargers', price: 699, features: ['Two USB-C PD ports', 'Flush-fit aluminium body', 'Blue LED ring', 'Short-circuit protection'], tags: [FAST], art: 'charger', stock: 70 },
  { slug: 'anker-240w-braided-usb-c-cable', name: 'Anker 240W Braided USB-C Cable (1.8 m)', brand: 'Anker', category: 'chargers', price: 899, originalPrice: 1199, features: ['240W EPR for laptops', 'Double-braided nylon', '25,000+ bend lifespan', '480 Mbps data transfer'], tags: [BESTSELLER, DEAL], art: 'cable', stock: 96 },

  { slug: 'boat-airdopes-141-anc', name: 'boAt Airdopes 141 ANC Earbuds', brand: 'boAt', category: 'accessories', price: 1499, originalPrice: 2999, features: ['32 dB hybrid active noise cancellation', '42 hours total playback', 'ENx quad-mic calls', 'BEAST mode low latency'], tags: [BESTSELLER, GIFT], art: 'audio', isGift: true, isFeatured: true, stock: 110 },
  { slug: 'kavach-magsafe-ring-stand', name: 'Kavach MagSafe Ring Grip and Stand', brand: 'Kavach Essentials', category: 'accessories', price: 399, features: ['Strong N52 magnets', '360° rotating ring', 'Doubles as a desk stand', 'Removes without residue'], tags: [MAGSAFE, NEW], art: 'audio', isNew: true, stock: 75 },
  { slug: 'portronics-mobot-phone-stand', name: 'Portronics Mobot Adjustable Phone Stand', brand: 'Portronics', category: 'accessories', price: 449, originalPrice: 599, features: ['Height and angle adjustable', 'Anti-slip silicone pads', 'Folds flat for travel', 'Fits phones and small tablets'], tags: [DEAL], art: 'audio', stock: 40 },
  { slug: 'spigen-onetap-magfit-car-mount', name: 'Spigen OneTap MagFit Car Vent Mount', brand: 'Spigen', category: 'accessories', price: 1599, features: ['Magnetic one-hand mounting', 'Vent clip with stabiliser', 'Portrait or landscape', 'Works with MagSafe cases'], tags: [MAGSAFE, t('Drive', 'yellow')], art: 'audio', stock: 26 },
  { slug: 'kavach-crossbody-lanyard', name: 'Kavach Crossbody Phone Lanyard', brand: 'Kavach Essentials', category: 'accessories', price: 349, features: ['Adjustable braided strap', 'Universal patch fits any case', 'Hands-free on commutes', 'Machine washable'], tags: [GIFT, t('Travel', 'green')], art: 'audio', isGift: true, stock: 90 },
  { slug: 'boat-rockerz-255-pro-plus', name: 'boAt Rockerz 255 Pro+ Neckband', brand: 'boAt', category: 'accessories', price: 1199, originalPrice: 1699, features: ['60 hours playback', 'ASAP charge: 10 min for 10 h', 'IPX7 water resistance', 'Magnetic earbuds'], tags: [DEAL, BESTSELLER], art: 'audio', stock: 55 },
  { slug: 'digitek-selfie-stick-tripod', name: 'Digitek Selfie Stick Tripod with Remote', brand: 'Digitek', category: 'accessories', price: 799, features: ['Extends to 102 cm', 'Bluetooth shutter remote', 'Stable tripod legs', '360° rotating head'], tags: [GIFT, t('Travel', 'green')], art: 'audio', isGift: true, stock: 35 },
  { slug: 'kavach-cleaning-kit', name: 'Kavach Screen and Port Cleaning Kit', brand: 'Kavach Essentials', category: 'accessories', price: 299, features: ['Alcohol-free screen spray', 'Microfibre cloth', 'Port brushes for USB-C and Lightning', 'Earbud cleaning pen'], tags: [t('Care', 'pink')], art: 'audio', outOfStock: true, stock: 15 },

  { slug: 'lapcare-aluminium-laptop-stand', name: 'Lapcare Aluminium Laptop Stand', brand: 'Lapcare', category: 'work-essentials', subcategory: 'laptop-accessories', price: 1299, originalPrice: 1799, features: ['Six height settings', 'Aluminium alloy, holds 10 kg', 'Open design keeps laptops cool', 'Folds into a pouch'], tags: [BESTSELLER, t('Ergonomic', 'blue')], art: 'laptop', isFeatured: true, stock: 42 },
  { slug: 'ugreen-7-in-1-usb-c-hub', name: 'Ugreen 7-in-1 USB-C Hub with 4K HDMI', brand: 'Ugreen', category: 'work-essentials', subcategory: 'laptop-accessories', price: 2499, features: ['4K 60 Hz HDMI output', '100W pass-through charging', 'SD and microSD readers', 'Three USB-A 3.0 ports'], tags: [t('Pro', 'purple')], art: 'laptop', stock: 28 },
  { slug: 'kavach-laptop-sleeve-14', name: 'Kavach Water-Resistant Laptop Sleeve 14"', brand: 'Kavach Essentials', category: 'work-essentials', subcategory: 'laptop-accessories', price: 999, features: ['Water-resistant neoprene', 'Fits 13 and 14 inch laptops', 'Front pocket for the charger', 'Fluffy inner lining'], tags: [GIFT, NEW], art: 'laptop', isGift: true, isNew: true, stock: 60 },
  { slug: 'logitech-pebble-m350s', name: 'Logitech Pebble M350s Wireless Mouse', brand: 'Logitech', category: 'work-essentials', subcategory: 'laptop-accessories', price: 1199, originalPrice: 1495, features: ['Silent clicks', 'Bluetooth and 2.4 GHz', '24-month battery life', 'Slim, pocketable design'], tags: [DEAL], art: 'laptop', stock: 80 },
  { slug: 'kavach-felt-desk-mat', name: 'Kavach Felt Desk Mat (90 × 40 cm)', brand: 'Kavach Essentials', category: 'work-essentials', subcategory: 'desk-setup', price: 899, features: ['Dense merino-blend felt', 'Anti-slip cork base', 'Fits keyboard and mouse', 'Charcoal and oat colours'], tags: [NEW, t('Minimal', 'green')], art: 'desk', isNew: true, isFeatured: true, stock: 45 },
  { slug: 'zebronics-wooden-monitor-riser', name: 'Zebronics Wooden Monitor Riser with Drawer', brand: 'Zebronics', category: 'work-essentials', subcategory: 'desk-setup', price: 1599, originalPrice: 2199, features: ['Raises screens to eye level', 'Hidden storage drawer', 'Holds up to 20 kg', 'Phone slot at the front'], tags: [DEAL, t('Ergonomic', 'blue')], art: 'desk', stock: 0 },
  { slug: 'philips-led-desk-lamp', name: 'Philips LED Desk Lamp with Dimming', brand: 'Philips', category: 'work-essentials', subcategory: 'desk-setup', price: 2299, features: ['Flicker-free eye comfort light', 'Four brightness levels', 'Adjustable neck', 'USB charging port in the base'], tags: [GIFT], art: 'desk', isGift: true, stock: 20 },
  { slug: 'kavach-memory-foam-wrist-rest', name: 'Kavach Memory Foam Keyboard Wrist Rest', brand: 'Kavach Essentials', category: 'work-essentials', subcategory: 'desk-setup', price: 649, features: ['Slow-rebound memory foam', 'Cooling gel layer', 'Non-slip rubber base', 'Full-size keyboard length'], tags: [t('Ergonomic', 'blue')], art: 'desk', stock: 38 },
  { slug: 'kavach-silicone-cable-clips', name: 'Kavach Silicone Cable Clips (12 Pack)', brand: 'Kavach Essentials', category: 'work-essentials', subcategory: 'cable-management', price: 249, features: ['Holds cables at the desk edge', 'Strong 3M adhesive', 'Single, double and triple slots', 'Soft-touch silicone'], tags: [NEW, t('Tidy', 'yellow')], art: 'cable', isNew: true, stock: 100 },
  { slug: 'ugreen-zip-cable-sleeve', name: 'Ugreen Zip Cable Sleeve (1.5 m)', brand: 'Ugreen', category: 'work-essentials', subcategory: 'cable-management', price: 399, originalPrice: 549, features: ['Bundles up to six cables', 'Cut-to-length neoprene', 'Zip for easy changes', 'Flame-retardant material'], tags: [DEAL], art: 'cable', stock: 65 },
  { slug: 'belkin-under-desk-cable-tray', name: 'Belkin Under-Desk Cable Tray', brand: 'Belkin', category: 'work-essentials', subcategory: 'cable-management', price: 1399, features: ['Hides a power strip and cables', 'Steel mesh tray', 'Screw or clamp mounting', '60 cm wide'], tags: [t('Tidy', 'yellow')], art: 'cable', outOfStock: true, stock: 12 },
  { slug: 'kavach-velcro-cable-ties', name: 'Kavach Reusable Velcro Cable Ties (50 Pack)', brand: 'Kavach Essentials', category: 'work-essentials', subcategory: 'cable-management', price: 199, features: ['Reusable hook-and-loop ties', 'Five colours for labelling', '20 cm long', 'Cut to any length'], tags: [BESTSELLER], art: 'cable' },
  { slug: 'kavach-cube-pomodoro-timer', name: 'Kavach Cube Pomodoro Timer', brand: 'Kavach Essentials', category: 'work-essentials', subcategory: 'productivity-tools', price: 799, features: ['Flip to start 5, 15, 25 or 50 minutes', 'Silent or chime alerts', 'USB-C rechargeable', 'Aluminium shell'], tags: [GIFT, NEW], art: 'productivity', isGift: true, isNew: true, stock: 33 },
  { slug: 'kavach-dotted-a5-notebook', name: 'Kavach Dotted A5 Notebook (Pack of 2)', brand: 'Kavach Essentials', category: 'work-essentials', subcategory: 'productivity-tools', price: 399, originalPrice: 499, features: ['120 gsm ink-proof paper', 'Lay-flat binding', 'Numbered pages and index', 'Elastic closure and pocket'], tags: [GIFT, t('Planner', 'pink')], art: 'productivity', isGift: true },
  { slug: 'logitech-k380-keyboard', name: 'Logitech K380 Multi-Device Bluetooth Keyboard', brand: 'Logitech', category: 'work-essentials', subcategory: 'productivity-tools', price: 2499, originalPrice: 3195, features: ['Pairs with three devices', 'Easy-Switch keys', 'Two-year battery life', 'Quiet, low-profile typing'], tags: [BESTSELLER, DEAL], art: 'productivity', isFeatured: true, stock: 5 },
  { slug: 'kavach-bamboo-desk-organiser', name: 'Kavach Bamboo Desk Organiser', brand: 'Kavach Essentials', category: 'work-essentials', subcategory: 'productivity-tools', price: 1099, features: ['Natural bamboo', 'Phone and tablet slots', 'Pen cups and a small drawer', 'Sustainably sourced'], tags: [t('Minimal', 'green')], art: 'productivity', stock: 24 },
]

export interface DemoBanner {
  name: string
  category: 'shop' | 'new-arrivals' | 'gifts' | 'work-essentials'
  headline: string
  subline: string
}

// prettier-ignore
export const DEMO_BANNERS: DemoBanner[] = [
  { name: 'shop-armour', category: 'shop', headline: 'Armour for every phone', subline: 'Cases and glass for iPhone, Galaxy, Pixel and OnePlus' },
  { name: 'shop-power', category: 'shop', headline: 'Power that keeps up', subline: 'GaN chargers and power banks from ₹549' },
  { name: 'shop-free-shipping', category: 'shop', headline: `Free shipping at ${FREE_SHIPPING_LABEL}`, subline: 'Delivered across India, tracked all the way' },
  { name: 'new-drops', category: 'new-arrivals', headline: 'Fresh drops this week', subline: 'The newest cases, glass and gear' },
  { name: 'new-galaxy', category: 'new-arrivals', headline: 'Ready for the Galaxy S25', subline: 'Cases and glass for Samsung’s latest' },
  { name: 'gifts-useful', category: 'gifts', headline: 'Gifts they will actually use', subline: 'Thoughtful picks under ₹1,500' },
  { name: 'gifts-festive', category: 'gifts', headline: 'Festive gifting, sorted', subline: 'Earbuds, stands and desk treats' },
  { name: 'work-desk', category: 'work-essentials', headline: 'Build a better desk', subline: 'Stands, mats and lamps for long workdays' },
  { name: 'work-cables', category: 'work-essentials', headline: 'Tame the cable chaos', subline: 'Clips, sleeves and trays from ₹199' },
]

export const DEMO_COUPONS: NewCoupon[] = [
  {
    code: 'WELCOME10',
    type: 'percentage',
    value: 10,
    firstOrderOnly: true,
    maxDiscount: 300_00,
    showInCart: true,
    description: '10% off your first order',
  },
  {
    code: 'FLAT100',
    type: 'flat',
    value: 100_00,
    minCartValue: 999_00,
    showInCart: true,
    description: '₹100 off carts of ₹999 or more',
  },
  {
    code: 'WORK20',
    type: 'percentage',
    value: 20,
    minCartValue: 2_000_00,
    maxUsage: 50,
    perCustomerLimit: 1,
    categories: ['work-essentials'],
    maxDiscount: 1_000_00,
    showInCart: true,
    description: '20% off work essentials in carts of ₹2,000 or more',
  },
  {
    code: 'DIWALI25',
    type: 'percentage',
    value: 25,
    isActive: false,
    description: 'Diwali sale (ended)',
  },
]

/** What each demo product is, for its HSN code and GST rate (product-kinds.ts). */
export const DEMO_PRODUCT_KINDS: Record<string, ProductKindId> = {
  'kavach-clear-armour-case': 'case',
  'spigen-ultra-hybrid-case': 'case',
  'kavach-armour-rugged-case': 'case',
  'ringke-fusion-clear-case': 'case',
  'caseology-parallax-case': 'case',
  'kavach-liquid-silicone-case': 'case',
  'stuffcool-vegan-leather-folio': 'leather-case',
  'dr-vaku-luxemberg-case': 'leather-case',
  'spigen-tough-armor-case': 'case',
  'kavach-glitter-clear-case': 'case',
  'nillkin-camshield-pro-case': 'case',
  'kavach-9h-tempered-glass': 'screen-glass',
  'spigen-glastr-ez-fit-2-pack': 'screen-glass',
  'gadgetshieldz-privacy-glass': 'screen-glass',
  'kavach-anti-glare-matte-glass': 'screen-glass',
  'ringke-invisible-defender-glass': 'screen-glass',
  'kavach-camera-lens-protector': 'screen-glass',
  'supershieldz-tempered-glass-3-pack': 'screen-glass',
  'kavach-privacy-glass': 'screen-glass',
  'anker-nano-65w-gan': 'charger',
  'ambrane-20w-pd-charger': 'charger',
  'portronics-adapto-45w': 'charger',
  'belkin-boostcharge-magsafe-pad': 'charger',
  'ugreen-nexode-100w-gan': 'charger',
  'baseus-3-in-1-wireless-stand': 'charger',
  'xiaomi-20000mah-33w-power-bank': 'power-bank',
  'ambrane-magnetic-power-bank-10000': 'power-bank',
  'kavach-48w-car-charger': 'charger',
  'anker-240w-braided-usb-c-cable': 'cable',
  'boat-airdopes-141-anc': 'audio',
  'kavach-magsafe-ring-stand': 'holder',
  'portronics-mobot-phone-stand': 'holder',
  'spigen-onetap-magfit-car-mount': 'holder',
  'kavach-crossbody-lanyard': 'textile',
  'boat-rockerz-255-pro-plus': 'audio',
  'digitek-selfie-stick-tripod': 'tripod',
  'kavach-cleaning-kit': 'cleaning-kit',
  'lapcare-aluminium-laptop-stand': 'metal-stand',
  'ugreen-7-in-1-usb-c-hub': 'hub',
  'kavach-laptop-sleeve-14': 'laptop-sleeve',
  'logitech-pebble-m350s': 'keyboard-mouse',
  'kavach-felt-desk-mat': 'textile',
  'zebronics-wooden-monitor-riser': 'wood',
  'philips-led-desk-lamp': 'lamp',
  'kavach-memory-foam-wrist-rest': 'plastic-other',
  'kavach-silicone-cable-clips': 'cable-organiser',
  'ugreen-zip-cable-sleeve': 'cable-organiser',
  'belkin-under-desk-cable-tray': 'steel-tray',
  'kavach-velcro-cable-ties': 'cable-organiser',
  'kavach-cube-pomodoro-timer': 'clock',
  'kavach-dotted-a5-notebook': 'notebook',
  'logitech-k380-keyboard': 'keyboard-mouse',
  'kavach-bamboo-desk-organiser': 'wood',
}
