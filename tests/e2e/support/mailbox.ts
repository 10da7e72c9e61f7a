// Reads the one-time codes the shop wrote to DATA_DIR/mail (no SMTP_URL in the journeys).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

export async function latestCode(email: string, after = 0): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail')
  const slug = email
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.includes(slug))
      .sort()
    for (const name of files.reverse()) {
      const eml = await readFile(path.join(dir, name), 'utf8')
      const match = /^Subject: (\d{6}) /m.exec(eml)
      if (match?.[1] && files.length > after) return match[1]
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`No code mailed to ${email}`)
}

export async function mailCount(email: string): Promise<number> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail')
  const slug = email
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
  return (await readdir(dir).catch(() => [] as string[])).filter((n) => n.includes(slug)).length
}

/** Every mail the shop wrote to this address, oldest first, as raw .eml text. */
export async function mailsTo(email: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail')
  const slug = email
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
  const files = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.includes(slug))
  return Promise.all(files.sort().map((name) => readFile(path.join(dir, name), 'utf8')))
}
