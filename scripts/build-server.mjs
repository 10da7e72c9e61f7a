// Compiles the server to dist/server/main.js: one ES module for Node, packages left to node_modules,
// so production starts without a TypeScript loader. `npm start` runs it when the sources changed.
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  })
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer()
