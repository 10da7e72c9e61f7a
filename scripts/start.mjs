// `npm start`: builds the web app and the server when either is missing or older than its sources,
// then serves the shop from the compiled server.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { buildServer } from './build-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const builtWeb = [
  path.join(root, 'dist/web/index.html'),
  path.join(root, 'dist/ssr/entry-server.js'),
]
const sources = [
  'src/web',
  'src/domain',
  'vite.config.ts',
  'scripts/build-web.mjs',
  'package-lock.json',
]
const builtServer = path.join(root, 'dist/server/main.js')
const serverSources = ['src/server', 'src/domain', 'scripts/build-server.mjs', 'package-lock.json']

function newestChange(entry) {
  const full = path.join(root, entry)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(full).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  )
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0)
const outdated = (file, from) => builtAt(file) < Math.max(...from.map(newestChange))

if (builtWeb.some((file) => outdated(file, sources))) {
  console.log('Building the web app...')
  // Its own process: the build sets NODE_ENV=production, which the server must not inherit.
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

if (outdated(builtServer, serverSources)) {
  console.log('Building the server...')
  await buildServer()
}

const server = spawn(process.execPath, ['--enable-source-maps', builtServer], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
