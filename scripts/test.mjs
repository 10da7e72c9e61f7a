// `npm test`: typecheck and lint side by side, unit and API tests on PGlite, the API tests again on
// PostgreSQL, a production build, then the Playwright journeys in Chromium. Ends with each stage's
// time and one 'N passed, N failed'.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const inCi = Boolean(process.env.CI)
// The journeys' browser, found as playwright.config.ts finds it (Debian's headless shell or
// Chromium) and handed to it, so the journeys run in the one checked here.
const chromiumPaths = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
const chromium = process.env.CHROMIUM_PATH ?? chromiumPaths.find((file) => existsSync(file))
const reports = mkdtempSync(path.join(os.tmpdir(), 'kavach-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const started = performance.now()
const stageTimes = []
// Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine. Each
// API test file has a database of its own, so files run side by side: PGlite's are busy on the CPU
// (one per core), PostgreSQL's mostly wait on the server (one more than the cores).
const cores = os.availableParallelism()

const seconds = (ms) => `${Math.round(ms / 1000)} s`
const clock = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`

/**
 * Runs one stage. A `live` stage prints as it goes; any other keeps its output and prints it whole
 * when `report` is called, so the checks run side by side never interleave their lines.
 */
function start(title, command, args, { env = {}, live = false } = {}) {
  if (live) console.log(`\n▶ ${title}`)
  const stageStarted = performance.now()
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: live ? 'inherit' : 'pipe',
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => {
    child.on('error', (error) => (output += `${error.message}\n`))
    child.on('close', (status) =>
      resolve({ title, live, output, ok: status === 0, ms: performance.now() - stageStarted }),
    )
  })
}

/** Prints what stages kept back and the line with their time; says which failed, if any did. */
function report(results) {
  for (const { title, live, output, ok, ms } of results) {
    if (!live) console.log(`\n▶ ${title}\n${output.trimEnd()}`)
    const line = `${ok ? '✓' : '✗'} ${title} ${seconds(ms)}`
    stageTimes.push(line)
    console.log(line)
  }
  const failed = results.find((result) => !result.ok)
  return failed && `${failed.title} failed`
}

function finish(failure) {
  rmSync(reports, { recursive: true, force: true })
  if (failure) console.error(`\n✗ ${failure}`)
  console.log(`\n${stageTimes.join('\n')}`)
  console.log(`Total ${clock(performance.now() - started)}`)
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(failure ? 1 : 0)
}

/** A Vitest run, its counts added to the totals once it ends. */
async function vitest(title, args, options) {
  const file = path.join(reports, `${title.replace(/\W+/g, '-')}.json`)
  const result = await start(
    title,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    options,
  )
  if (existsSync(file)) {
    const counts = JSON.parse(readFileSync(file, 'utf8'))
    totals.passed += counts.numPassedTests
    totals.failed += counts.numFailedTests
    totals.skipped += counts.numPendingTests + counts.numTodoTests
  }
  return result
}

/** The Playwright journeys, their counts added to the totals once they end. */
async function journeys() {
  const file = path.join(reports, 'e2e.json')
  const result = await start(
    'End-to-end journeys in Chromium',
    bin('playwright'),
    ['test', '--reporter=list,json'],
    { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, CHROMIUM_PATH: chromium }, live: true },
  )
  if (existsSync(file)) {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'))
    totals.passed += stats.expected + stats.flaky
    totals.failed += stats.unexpected
    totals.skipped += stats.skipped
  }
  return result
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!onPostgres && inCi) finish('CI must run the API tests on PostgreSQL: set TEST_DATABASE_URL')
const hasChromium = Boolean(chromium && existsSync(chromium))
const noChromium = `No Chromium at ${chromium ?? chromiumPaths.join(' or ')}`
if (!hasChromium && inCi) finish(`${noChromium}: CI must run the journeys`)

// The type checker and the linters each use one core.
const checked = report(
  await Promise.all([
    start('Typecheck', bin('tsc'), ['--noEmit']),
    start('Lint', 'npm', ['run', '--silent', 'lint']),
  ]),
)
if (checked) finish(checked)

const pglite = report([
  await vitest('Unit and API tests on PGlite', [`--maxWorkers=${cores}`], { live: true }),
])
if (pglite) finish(pglite)

if (onPostgres) {
  const postgres = report([
    await vitest('API tests on PostgreSQL', ['--project', 'api*', `--maxWorkers=${cores + 1}`], {
      env: { KAVACH_TEST_DB: 'postgres' },
      live: true,
    }),
  ])
  if (postgres) finish(postgres)
} else {
  console.log('\n! TEST_DATABASE_URL is not set: the API tests did not run on PostgreSQL.')
}

const built = report([
  await start('Production build', process.execPath, ['scripts/build-web.mjs', '--quiet'], {
    live: true,
  }),
])
if (built) finish(built)

if (!hasChromium) {
  console.log(
    `\n! ${noChromium}: install it with 'apt-get install chromium-headless-shell'. ` +
      'The Playwright journeys did not run.',
  )
  finish()
}
finish(report([await journeys()]))
