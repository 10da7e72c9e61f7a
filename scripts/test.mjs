// `npm test`: typecheck and lint side by side, unit and API tests on PGlite, the API tests again on PostgreSQL,
// a production build, then the Playwright journeys in Chromium. Ends with one 'N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const inCi = Boolean(process.env.CI)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
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

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const stageStarted = performance.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  const ok = result.status === 0
  const line = `${ok ? '✓' : '✗'} ${title} ${seconds(performance.now() - stageStarted)}`
  stageTimes.push(line)
  console.log(line)
  return ok
}

/** Runs single-threaded checks side by side, each one's output printed whole once it ends. */
async function runSideBySide(stages) {
  const results = await Promise.all(
    stages.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const stageStarted = performance.now()
          const child = spawn(command, args, { cwd: root, env: process.env })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (status) =>
            resolve({ title, ok: status === 0, output, ms: performance.now() - stageStarted }),
          )
        }),
    ),
  )
  for (const { title, ok, output, ms } of results) {
    console.log(`\n▶ ${title}\n${output.trimEnd()}`)
    const line = `${ok ? '✓' : '✗'} ${title} ${seconds(ms)}`
    stageTimes.push(line)
    console.log(line)
  }
  return results.find((result) => !result.ok)?.title
}

function finish(ok, reason) {
  rmSync(reports, { recursive: true, force: true })
  if (reason) console.error(`\n✗ ${reason}`)
  console.log(`\n${stageTimes.join('\n')}`)
  console.log(`Total ${clock(performance.now() - started)}`)
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(ok ? 0 : 1)
}

function vitest(title, args, env) {
  const file = path.join(reports, `${title.replace(/\W+/g, '-')}.json`)
  const ok = run(
    title,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    env,
  )
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests
    totals.skipped += report.numPendingTests + report.numTodoTests
  }
  return ok
}

// The type checker and the linters each use one core.
const failedCheck = await runSideBySide([
  ['Typecheck', bin('tsc'), ['--noEmit']],
  ['Lint', 'npm', ['run', '--silent', 'lint']],
])
if (failedCheck) finish(false, `${failedCheck} failed`)
if (!vitest('Unit and API tests on PGlite', [`--maxWorkers=${cores}`])) {
  finish(false, 'Unit or API tests failed')
}

if (process.env.TEST_DATABASE_URL) {
  const ok = vitest('API tests on PostgreSQL', ['--project', 'api*', `--maxWorkers=${cores + 1}`], {
    KAVACH_TEST_DB: 'postgres',
  })
  if (!ok) finish(false, 'API tests failed on PostgreSQL')
} else if (inCi) {
  finish(false, 'CI must run the API tests on PostgreSQL: set TEST_DATABASE_URL')
} else {
  console.log('\n! TEST_DATABASE_URL is not set: the API tests did not run on PostgreSQL.')
}

if (!run('Production build', process.execPath, ['scripts/build-web.mjs', '--quiet'])) {
  finish(false, 'The production build failed')
}

if (!existsSync(chromium)) {
  const message = `Chromium is missing at ${chromium}: install it with 'apt-get install chromium'.`
  if (inCi) finish(false, message)
  console.log(`\n! ${message} The Playwright journeys did not run.`)
  finish(totals.failed === 0)
}
const e2eReport = path.join(reports, 'e2e.json')
const e2eOk = run(
  'End-to-end journeys in Chromium',
  bin('playwright'),
  ['test', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  },
)
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'))
  totals.passed += stats.expected + stats.flaky
  totals.failed += stats.unexpected
  totals.skipped += stats.skipped
}
finish(e2eOk, e2eOk ? undefined : 'End-to-end journeys failed')
