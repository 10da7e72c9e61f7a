import { describe, expect, it } from 'vitest'
import { MOST_TRIED, nearestSearchCandidates } from './nearest-searches.ts'

describe('nearestSearchCandidates', () => {
  it('tries every doubtful word swapped first, then a word left out, then each word alone', () => {
    const alike = new Map([
      ['bak', ['back', 'bank']],
      ['cuver', ['cover']],
    ])
    expect(nearestSearchCandidates('Bak cuver', alike)).toEqual(['back cover', 'cover', 'back'])
    expect(nearestSearchCandidates('bak case cuver', alike)).toEqual([
      'back case cover',
      'case cover',
      'back cover',
      'back case',
      'back',
      'case',
      'cover',
    ])
    // A word nothing is near is left out, never offered as it was typed.
    expect(nearestSearchCandidates('qzx case', new Map([['qzx', []]]))).toEqual(['case'])
  })

  it('leaves out one word of a search whose words are each known but find nothing together', () => {
    expect(nearestSearchCandidates('leather glass charger', new Map())).toEqual([
      'glass charger',
      'leather charger',
      'leather glass',
      'leather',
      'glass',
      'charger',
    ])
  })

  it('offers nothing for one known word, and never the search itself', () => {
    expect(nearestSearchCandidates('case', new Map())).toEqual([])
    expect(nearestSearchCandidates('work-essentials', new Map())).toEqual(['essentials', 'work'])
  })

  it(`tries at most ${MOST_TRIED} searches`, () => {
    const alike = new Map(['a', 'b', 'c', 'd', 'e'].map((w) => [w, [`${w}1`, `${w}2`, `${w}3`]]))
    expect(nearestSearchCandidates('a b c d e', alike)).toHaveLength(MOST_TRIED)
  })
})
