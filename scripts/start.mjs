// `npm start`: builds the web app when it is missing or older than its sources, then serves the shop.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builtIndex = path.join(root, 'dist/web/index.html')
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json']

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

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building the web app...')
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    // Shoppers always get React's production build, even when the server runs with NODE_ENV=development.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
