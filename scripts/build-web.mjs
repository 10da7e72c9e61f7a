// Builds the web app, always for production: the browser's files (dist/web, precompressed) and the
// server's page renderer (dist/ssr/entry-server.js, web/entry-server.tsx). `npm start` and
// `npm test` run it when the sources changed.
import path from 'node:path'
import { build } from 'vite'

const root = path.resolve(import.meta.dirname, '..')

export async function buildWeb({ logLevel = 'info' } = {}) {
  const shared = {
    configFile: path.join(root, 'vite.config.ts'),
    root: path.join(root, 'src/web'),
    logLevel,
  }
  await build(shared)
  await build({
    ...shared,
    // Self-contained, with React's production build whatever NODE_ENV the server runs with.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'entry-server.tsx',
      outDir: path.join(root, 'dist/ssr'),
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: true,
    },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Shoppers always get React's production build, even when NODE_ENV=development is set.
  process.env.NODE_ENV = 'production'
  await buildWeb({ logLevel: process.argv.includes('--quiet') ? 'warn' : 'info' })
}
