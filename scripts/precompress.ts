// A Vite build step: a brotli and a gzip copy beside each text asset over 1 KB, written once at
// build time at the highest settings, for @fastify/static to send by Accept-Encoding.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
    ),
  )
  return nested.flat()
}

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'kavach-precompress',
    apply: 'build',
    configResolved(config) {
      // The server's renderer (an SSR build) is read from disk, never sent.
      if (!config.build.ssr) outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (!outDir) return
      const files = (await filesUnder(outDir)).filter((file) => TEXT.test(file))
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file)
          if (content.length <= 1024) return
          await writeFile(
            `${file}.br`,
            await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          )
          await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }))
        }),
      )
    },
  }
}
