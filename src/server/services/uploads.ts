// Uploaded images are untrusted: judged by their bytes, re-encoded to WebP without metadata.
import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { HttpError } from '../lib/http-error.ts'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const MAX_UPLOAD_FILES = 10
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
const MAX_EDGE = 1600
/** A phone photo is 12-50 megapixels; a larger image is refused before it is decoded. */
const MAX_INPUT_PIXELS = 64_000_000

/** Where an image is kept: the catalogue's folders, or a shopper's own for their return photos. */
export type UploadFolder = 'products' | 'gallery' | `returns/${string}`

/** Checks, re-encodes and stores one image; answers its public URL. */
export async function storeImage(
  dataDir: string,
  folder: UploadFolder,
  bytes: Buffer,
): Promise<string> {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new HttpError(413, `Each image must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`)
  }
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new HttpError(415, 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded')
  }
  let webp: Buffer
  try {
    webp = await sharp(bytes, { animated: false, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw new HttpError(415, 'The image could not be read')
  }
  const name = `${randomUUID()}.webp`
  const dir = path.join(dataDir, 'uploads', folder)
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, name), webp)
  return `/uploads/${folder}/${name}`
}

/** Removes a stored upload by its URL; URLs outside the uploads folder are left alone. */
export async function removeUpload(dataDir: string, url: string): Promise<void> {
  const match = /^\/uploads\/(products|gallery|returns\/[\w-]+)\/([\w-]+\.webp)$/.exec(url)
  if (!match) return
  await rm(path.join(dataDir, 'uploads', match[1] ?? '', match[2] ?? ''), { force: true })
}
