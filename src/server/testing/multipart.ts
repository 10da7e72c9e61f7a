// Multipart bodies and small images, for the upload routes.
import sharp from 'sharp'

/** A multipart/form-data body: its text fields, then its files. */
export function multipart(
  files: { field: string; name: string; type: string; bytes: Buffer }[],
  fields: Record<string, string> = {},
) {
  const boundary = `----kavach${Date.now()}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

export const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#4f46e5' } })
    .png()
    .toBuffer()
