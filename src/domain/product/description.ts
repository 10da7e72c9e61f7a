// A product's description as staff write it: plain paragraphs separated by a blank line, and lists
// whose lines start with "-", "*" or "•". No markup: the page draws the text as text.

export const DESCRIPTION_MAX = 4_000

export type DescriptionBlock = { paragraph: string } | { list: string[] }

const LIST_ITEM = /^\s*[-*•]\s+/

/** The description's paragraphs and lists, in order; lines of a paragraph are joined by a space. */
export function descriptionBlocks(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = []
  for (const chunk of text.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    let paragraph: string[] = []
    let list: string[] = []
    const close = () => {
      if (paragraph.length) blocks.push({ paragraph: paragraph.join(' ') })
      if (list.length) blocks.push({ list })
      paragraph = []
      list = []
    }
    for (const line of lines) {
      if (LIST_ITEM.test(line)) {
        if (paragraph.length) close()
        list.push(line.replace(LIST_ITEM, ''))
      } else {
        if (list.length) close()
        paragraph.push(line)
      }
    }
    close()
  }
  return blocks
}

/** The description as one line of plain text, for a link preview or a search engine. */
export const descriptionSummary = (text: string) =>
  descriptionBlocks(text)
    .map((block) => ('paragraph' in block ? block.paragraph : block.list.join('; ')))
    .join(' ')
