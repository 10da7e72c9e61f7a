// Every page loads the app's start (src/web/main.tsx, the boot.tsx it loads and what they
// import, not what they load on demand), and zod would be 92 KB of it: a quarter more script on
// every first load, and its start-up in the phone's main thread before the page answers. Forms
// and the API's schemas load it with their own screens. A rule every page needs lives in a file
// without zod (pincode-rules.ts, phone-model-rules.ts, shop-profile-text.ts).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const START = ['src/web/main.tsx', 'src/web/boot.tsx']

/** Static value imports and re-exports; `import type` and `import()` are left out. */
const IMPORT = /^(?:import|export)\s+(?!type\b)(?:[\s\S]*?\sfrom\s+)?'([^']+)'/gm

function resolve(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('#domain/')) return `src/domain/${specifier.slice(8)}`
  if (specifier.startsWith('#web/')) return `src/web/${specifier.slice(5)}`
  if (specifier.startsWith('.')) return path.join(path.dirname(from), specifier)
  return undefined
}

/** Each file the start imports, with the chain of files that brought it in. */
function startGraph() {
  const chains = new Map<string, string[]>(START.map((file) => [file, [file]]))
  const packages = new Map<string, string[]>()
  const queue = [...START]
  for (let file = queue.shift(); file; file = queue.shift()) {
    const source = readFileSync(path.join(root, file), 'utf8')
    for (const [, specifier = ''] of source.matchAll(IMPORT)) {
      const chain = [...(chains.get(file) ?? []), specifier]
      const target = resolve(file, specifier)
      if (!target) {
        if (!packages.has(specifier)) packages.set(specifier, chain)
        continue
      }
      if (chains.has(target) || target.endsWith('.css')) continue
      chains.set(target, [...(chains.get(file) ?? []), target])
      queue.push(target)
    }
  }
  return { files: [...chains.keys()], packages }
}

describe("the app's start", () => {
  const { files, packages } = startGraph()

  it('is read whole (the walk finds the layout, the home and the shop)', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'src/web/app/layout/footer.tsx',
        'src/web/features/home/home-page.tsx',
        'src/web/features/shop/shop-page.tsx',
      ]),
    )
  })

  it('imports no zod', () => {
    const zod = [...packages].filter(([name]) => name === 'zod' || name.startsWith('zod/'))
    expect(zod.map(([, chain]) => chain.join(' → '))).toEqual([])
  })
})
