// Code 128 barcodes (ISO/IEC 15417) for the parcel label's AWB: digits in pairs (code set C) when
// the AWB is an even run of digits, as most couriers' are, otherwise printable ASCII (code set B).

/**
 * Each symbol's bar and space widths in modules, values 0 to 105, from the standard's table: six
 * digits (bar, space, bar, space, bar, space) making 11 modules. The stop symbol follows apart.
 */
const SYMBOLS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 ' +
  '122132 122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 ' +
  '321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 ' +
  '211313 231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 ' +
  '213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 111422 ' +
  '121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 ' +
  '241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 ' +
  '412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 ' +
  '211214 211232'
).split(' ')
/** The stop symbol: 13 modules, its last bar two wide. */
const STOP = '2331112'
const START_B = 104
const START_C = 105

/** The symbol values of `text`: start, data, check symbol (weighted sum mod 103). */
export function code128Values(text: string): number[] {
  if (!/^[\x20-\x7e]+$/.test(text)) throw new Error('Code 128 here takes printable ASCII only')
  const pairs = /^(\d\d)+$/.test(text)
  const data = pairs
    ? (text.match(/\d\d/g) ?? []).map(Number)
    : [...text].map((char) => char.charCodeAt(0) - 32)
  const values = [pairs ? START_C : START_B, ...data]
  const check = values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103
  return [...values, check]
}

/** Alternating bar and space widths in modules, starting with a bar, stop symbol included. */
export function code128Widths(text: string): number[] {
  const patterns = [...code128Values(text).map((value) => SYMBOLS[value] as string), STOP]
  return patterns.flatMap((pattern) => [...pattern].map(Number))
}

/** Draws the barcode's bars into the box, as wide as it allows with a quiet zone each side. */
export function drawCode128(
  pdf: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const widths = code128Widths(text)
  const modules = widths.reduce((sum, width) => sum + width, 0) + 20
  const module = box.width / modules
  let x = box.x + 10 * module
  widths.forEach((width, index) => {
    if (index % 2 === 0) pdf.rect(x, box.y, width * module, box.height).fill('#000000')
    x += width * module
  })
}
