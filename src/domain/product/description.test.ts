import { describe, expect, it } from 'vitest'
import { descriptionBlocks, descriptionSummary } from './description.ts'

describe('a product description', () => {
  it("reads paragraphs split by a blank line, joining a paragraph's lines", () => {
    expect(descriptionBlocks('Clear case.\nStays clear.\n\n\nFits snugly.')).toEqual([
      { paragraph: 'Clear case. Stays clear.' },
      { paragraph: 'Fits snugly.' },
    ])
  })

  it('reads lines starting with -, * or • as a list, beside the paragraph before it', () => {
    expect(descriptionBlocks('In the box:\n- Case\n* Cloth\r\n•  Card\nEnjoy.')).toEqual([
      { paragraph: 'In the box:' },
      { list: ['Case', 'Cloth', 'Card'] },
      { paragraph: 'Enjoy.' },
    ])
  })

  it('keeps markup as the text it is, and an empty description has no blocks', () => {
    expect(descriptionBlocks('<b>Bold</b> -not a list')).toEqual([
      { paragraph: '<b>Bold</b> -not a list' },
    ])
    expect(descriptionBlocks(' \n\n ')).toEqual([])
  })

  it('sums itself up on one line', () => {
    expect(descriptionSummary('Tough.\n\n- Drop tested\n- Slim')).toBe('Tough. Drop tested; Slim')
  })
})
