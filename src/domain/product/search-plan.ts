// How the shop reads a search before it looks: a phone model named anywhere in it, shoppers' words
// the shop calls by another name, and hyphens read as spaces.
import { nameKey } from './phone-model-rules.ts'
import { searchWords } from './search.ts'

/** A group of shoppers' words and the shop's word for them ("mobile cover" is a "case"). */
export interface SynonymGroup {
  term: string
  words: readonly string[]
}

/** An active phone model by the names shoppers may type for it: its name and aliases. */
export interface ModelNames {
  slug: string
  names: readonly string[]
}

/** What a search is read with, loaded once and kept until the catalogue changes. */
export interface SearchLexicon {
  synonyms: readonly SynonymGroup[]
  models: readonly ModelNames[]
}

export const EMPTY_LEXICON: SearchLexicon = { synonyms: [], models: [] }

/**
 * One thing a search asks for, as words that stand side by side ("work-essentials" is one unit of
 * two words, so they are looked for together, not each anywhere), and, when the shopper's words
 * are a synonym, the shop's word for them.
 */
export interface SearchUnit {
  typed: string[]
  term?: string[]
}

export interface SearchPlan {
  /** The slug of the phone model the search names, whose words are then not looked for. */
  model?: string
  units: SearchUnit[]
}

/** A phrase's words: what a hyphen or a space separates. */
export const phraseWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)

/** The longest run of words a model name or synonym may span. */
const MAX_PHRASE_WORDS = 5

interface Word {
  text: string
  /** Which typed word (of those whitespace separates) it came from. */
  token: number
}

/**
 * The lookups made from a lexicon, made once per lexicon: a kept lexicon serves many searches,
 * and a few hundred model names need not be read again for each.
 */
const lookups = new WeakMap<
  SearchLexicon,
  { models: Map<string, string>; synonyms: Map<string, string[]> }
>()

function lookupsOf(lexicon: SearchLexicon) {
  let made = lookups.get(lexicon)
  if (!made) {
    made = { models: modelKeys(lexicon.models), synonyms: synonymPhrases(lexicon.synonyms) }
    lookups.set(lexicon, made)
  }
  return made
}

/** Model names by nameKey, so "iphone16", "iPhone 16" and "i-phone 16" all find it. */
function modelKeys(models: readonly ModelNames[]) {
  const keys = new Map<string, string>()
  for (const model of models) {
    for (const name of model.names) {
      const key = nameKey(name)
      // A name with no digit ("Nord") reads too easily as an ordinary word.
      if (/\d/.test(key)) keys.set(key, model.slug)
    }
  }
  return keys
}

/** The longest run of words that names a model, or undefined. */
function findModel(words: Word[], keys: Map<string, string>) {
  let found: { start: number; length: number; slug: string } | undefined
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - start); length > 0; length--) {
      if (found && length <= found.length) break
      const key = nameKey(
        words
          .slice(start, start + length)
          .map((w) => w.text)
          .join(''),
      )
      const slug = keys.get(key)
      if (slug) {
        found = { start, length, slug }
        break
      }
    }
  }
  return found
}

/** The synonym phrases by their words joined with spaces, each to its shop word's words. */
function synonymPhrases(groups: readonly SynonymGroup[]) {
  const phrases = new Map<string, string[]>()
  for (const group of groups) {
    const term = phraseWords(group.term)
    for (const word of group.words) phrases.set(phraseWords(word).join(' '), term)
  }
  return phrases
}

/**
 * Reads a search: finds the longest run of words naming a phone model, then, left to right, the
 * longest runs that are a synonym; the words left over are looked for as typed, the words of one
 * hyphenated word together.
 */
export function planSearch(search: string, lexicon: SearchLexicon): SearchPlan {
  let words: Word[] = searchWords(search).flatMap((typed, token) =>
    phraseWords(typed).map((text) => ({ text, token })),
  )
  const { models, synonyms: phrases } = lookupsOf(lexicon)
  const model = findModel(words, models)
  if (model) words = words.filter((_, i) => i < model.start || i >= model.start + model.length)

  const units: SearchUnit[] = []
  let i = 0
  while (i < words.length) {
    let matched = false
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - i); length > 0; length--) {
      const typed = words.slice(i, i + length).map((w) => w.text)
      const term = phrases.get(typed.join(' '))
      if (term) {
        units.push(sameWords(typed, term) ? { typed } : { typed, term })
        i += length
        matched = true
        break
      }
    }
    if (matched) continue
    const token = words[i]?.token
    let end = i + 1
    while (end < words.length && words[end]?.token === token) end++
    units.push({ typed: words.slice(i, end).map((w) => w.text) })
    i = end
  }
  return { ...(model ? { model: model.slug } : {}), units }
}

const sameWords = (a: string[], b: string[]) => a.join(' ') === b.join(' ')
