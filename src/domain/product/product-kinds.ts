// What the shop sells, each kind with the HSN code and GST rate its invoices carry (the rates in
// force since the 22 September 2025 reform). The product form offers them so staff needn't know
// a tariff code; a product keeps whatever code staff set.
import type { GstRate } from '../gst.ts'

export interface ProductKind {
  id: string
  label: string
  hsn: string
  gstRate: GstRate
}

export const PRODUCT_KINDS = [
  { id: 'case', label: 'Phone case or cover (plastic, silicone)', hsn: '39269099', gstRate: 18 },
  {
    id: 'leather-case',
    label: 'Phone case or folio (leather, leatherette)',
    hsn: '42029900',
    gstRate: 18,
  },
  { id: 'screen-glass', label: 'Screen or lens protector (glass)', hsn: '70071900', gstRate: 18 },
  { id: 'screen-film', label: 'Screen protector (plastic film)', hsn: '39199090', gstRate: 18 },
  { id: 'charger', label: 'Charger: wall, car or wireless', hsn: '85044030', gstRate: 18 },
  { id: 'power-bank', label: 'Power bank', hsn: '85076000', gstRate: 18 },
  { id: 'cable', label: 'Charging or data cable', hsn: '85444299', gstRate: 18 },
  { id: 'audio', label: 'Earbuds, earphones or headphones', hsn: '85183000', gstRate: 18 },
  { id: 'hub', label: 'USB hub, dock or adapter', hsn: '84718000', gstRate: 18 },
  { id: 'keyboard-mouse', label: 'Keyboard or mouse', hsn: '84716060', gstRate: 18 },
  { id: 'holder', label: 'Phone holder, grip or mount (plastic)', hsn: '39269099', gstRate: 18 },
  { id: 'metal-stand', label: 'Laptop or phone stand (aluminium)', hsn: '76169990', gstRate: 18 },
  { id: 'tripod', label: 'Selfie stick or tripod', hsn: '96200000', gstRate: 18 },
  {
    id: 'cable-organiser',
    label: 'Cable ties, clips or sleeves (plastic)',
    hsn: '39269099',
    gstRate: 18,
  },
  { id: 'steel-tray', label: 'Cable tray or organiser (steel)', hsn: '73269099', gstRate: 18 },
  { id: 'textile', label: 'Desk mat, lanyard or strap (textile)', hsn: '63079090', gstRate: 5 },
  { id: 'laptop-sleeve', label: 'Laptop sleeve or bag', hsn: '42021290', gstRate: 18 },
  { id: 'wood', label: 'Desk organiser or riser (wood, bamboo)', hsn: '44219990', gstRate: 18 },
  { id: 'lamp', label: 'LED desk lamp', hsn: '94052100', gstRate: 18 },
  { id: 'clock', label: 'Timer or desk clock', hsn: '91059990', gstRate: 18 },
  { id: 'notebook', label: 'Notebook (paper)', hsn: '48202000', gstRate: 0 },
  { id: 'cleaning-kit', label: 'Cleaning kit (brushes, cloth)', hsn: '96039000', gstRate: 18 },
  {
    id: 'plastic-other',
    label: 'Other plastic accessory (wrist rest, tray)',
    hsn: '39269099',
    gstRate: 18,
  },
] as const satisfies ProductKind[]
export type ProductKindId = (typeof PRODUCT_KINDS)[number]['id']

export const productKind = (id: ProductKindId): ProductKind =>
  PRODUCT_KINDS.find((kind) => kind.id === id) ?? PRODUCT_KINDS[0]

/** The kind whose code and rate a product carries, if it carries one kind's exactly. */
export const kindOf = (hsn: string, gstRate: number) =>
  PRODUCT_KINDS.find((kind) => kind.hsn === hsn && kind.gstRate === gstRate)
