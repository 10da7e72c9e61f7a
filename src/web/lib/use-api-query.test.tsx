import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { errorMessage } from './api-client.ts'
import { type Answer, type PageData, PageDataProvider } from './page-data.tsx'
import { useApiQuery } from './use-api-query.ts'

const URL = '/api/things?limit=2'

function Things({ server = true, held }: { server?: boolean; held?: () => string[] | undefined }) {
  const query = useApiQuery(URL, () => Promise.resolve(['fetched']), {
    what: 'things',
    server,
    held,
  })
  if (query.loading) return <p>Loading things...</p>
  if (query.error) return <p>{errorMessage(query.error, 'No things')}</p>
  return <p>{query.data?.join(', ')}</p>
}

/** Draws Things as the server does, with these answers in hand; says what it asked for. */
function drawOnServer(answers: [string, Answer][], server?: boolean, held?: () => string[]) {
  const page: PageData = { answers: new Map(answers), missing: new Set() }
  const html = renderToString(
    <PageDataProvider data={page}>
      <Things server={server} held={held} />
    </PageDataProvider>,
  )
  return { html, missing: [...(page.missing ?? [])] }
}

describe('useApiQuery on a page the server draws', () => {
  it('asks for its address, and is loading until the server has the answer', () => {
    const { html, missing } = drawOnServer([])
    expect(html).toContain('Loading things...')
    expect(missing).toEqual([URL])
  })

  it("draws the server's answer", () => {
    const { html, missing } = drawOnServer([[URL, { data: ['a', 'b'] }]])
    expect(html).toContain('a, b')
    expect(missing).toEqual([])
  })

  it("shows the server's failure as the browser's own fetch would", () => {
    const { html } = drawOnServer([[URL, { status: 404, message: 'No such things' }]])
    expect(html).toContain('No such things')
  })

  it('leaves a query the server does not answer to the browser', () => {
    const { html, missing } = drawOnServer([[URL, { data: ['a'] }]], false)
    expect(html).toContain('Loading things...')
    expect(missing).toEqual([])
  })
})

describe('useApiQuery with an answer the browser holds', () => {
  it("starts with it once the page is the browser's own", () => {
    expect(renderToString(<Things held={() => ['kept']} />)).toContain('kept')
  })

  it('is loading when the browser holds nothing for the key', () => {
    expect(renderToString(<Things held={() => undefined} />)).toContain('Loading things...')
  })

  it("never draws the browser's copy where the server draws the page", () => {
    const { html, missing } = drawOnServer([], true, () => ['kept'])
    expect(html).toContain('Loading things...')
    expect(missing).toEqual([URL])
  })
})
