// The order of names (brands, products) wherever the shop sorts them, browser and server alike.

/** The space and ASCII punctuation in the order ICU gives them, all before digits and letters. */
const PUNCTUATION = ` _-,;:!?.'"()[]{}@*/\\&#%\`^+<=>|~$`
const ASCII_PUNCTUATION = /[ -/:-@[-`{-~]/g
const RANK = new Map([...PUNCTUATION].map((mark, i) => [mark, String.fromCharCode(1 + i)]))
/** Other punctuation and symbols (’, –, ®) come after the ASCII ones and before digits. */
const OTHER_MARK = String.fromCharCode(1 + PUNCTUATION.length)
const OTHER_MARKS = /[\p{P}\p{S}]/gu
const LATIN_ACCENTS = /[\u0300-\u036f]/g
const NON_ASCII = /[\u0080-\uffff]/

/** A name as collation weighs it first: no case, no accents on Latin letters, marks by ICU's rank. */
function base(name: string): string {
  let key = name.toLowerCase().replace(ASCII_PUNCTUATION, (mark) => RANK.get(mark) ?? mark)
  if (NON_ASCII.test(key)) {
    key = key.normalize('NFD').replace(LATIN_ACCENTS, '').replace(OTHER_MARKS, OTHER_MARK)
  }
  return key
}

const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)

/** What a name sorts by: its base, then its accents (lower-cased), then its case. */
type Keys = readonly [string, string, string]
const keysOf = (name: string): Keys => [base(name), name.toLowerCase(), name]
// Upper case has the lower code, so the plain order reversed puts lower case first.
const compareKeys = (x: Keys, y: Keys) =>
  order(x[0], y[0]) || order(x[1], y[1]) || order(y[2], x[2])

/**
 * Sorts items by a name as `localeCompare` does: by their letters, digits and marks whatever the
 * case or accents, then unaccented before accented, then lower case before upper. Written out
 * because a page's first `localeCompare` starts ICU's collator, 20-33 ms of a page's load in Chrome
 * on this machine and 80-130 ms on Lighthouse's phone (a 4x slower CPU), and the catalogue sorts
 * its brands as it loads. Each name's keys are made once, not at every comparison. ASCII names
 * sort exactly as ICU sorts them; beyond ASCII, accented Latin letters do, while other marks
 * share one rank and other scripts go by their code points.
 */
export function sortByText<T>(items: readonly T[], name: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, keys: keysOf(name(item)) }))
    .sort((a, b) => compareKeys(a.keys, b.keys))
    .map(({ item }) => item)
}
