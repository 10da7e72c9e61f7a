// `npm start`: builds the web app and the server when either is missing or older than its sources,
// then serves the shop from the compiled server.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { buildServer } from './build-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const builtIndex = path.join(root, 'dist/web/index.html')
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json']
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

if (outdated(builtIndex, sources)) {
  console.log('Building the web app...')
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    // Shoppers always get React's production build, even when the server runs with NODE_ENV=development.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
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
