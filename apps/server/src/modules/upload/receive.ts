import { createWriteStream } from 'node:fs'
import { mkdir, open, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { UPLOAD_FILE_FIELD, UPLOAD_MAX_BYTES } from '@store/contract'
import { badRequest } from '../../core/errors'

const XLSX_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
])
/** Control and bidi-override characters: PostgreSQL text refuses NUL; the others disguise a name. */
function showable(char: string): boolean {
  const code = char.codePointAt(0)!
  return !(
    code < 0x20 ||
    code === 0x7f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}
/** an xlsx is a zip: it starts with a local file header */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04])

async function startsLikeZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r')
  try {
    const head = Buffer.alloc(4)
    const { bytesRead } = await handle.read(head, 0, 4, 0)
    return bytesRead === 4 && head.equals(ZIP_MAGIC)
  } finally {
    await handle.close()
  }
}

/**
 * Saves the request's one multipart file to `path` when it is an xlsx (name, type and content) no
 * larger than UPLOAD_MAX_BYTES; answers its name without
 * control or bidi-override characters. Refused: a 400 with the reason, and nothing kept.
 */
export async function receiveXlsx(req: FastifyRequest, path: string): Promise<string> {
  if (!req.isMultipart()) throw badRequest('uploadNoFile')
  const part = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })
  if (!part || part.fieldname !== UPLOAD_FILE_FIELD || !part.filename) {
    part?.file.resume()
    throw badRequest('uploadNoFile')
  }
  const name = [...part.filename].filter(showable).join('')
  if (!/\.xlsx$/i.test(name) || !XLSX_TYPES.has(part.mimetype)) {
    part.file.resume()
    throw badRequest('uploadNotXlsx', { name })
  }
  await mkdir(dirname(path), { recursive: true })
  try {
    await pipeline(part.file, createWriteStream(path))
    if (part.file.truncated) throw badRequest('uploadTooLarge', { limit: UPLOAD_MAX_BYTES / 1024 / 1024 })
    if (!(await startsLikeZip(path))) throw badRequest('uploadNotXlsx', { name })
  } catch (err) {
    await rm(path, { force: true })
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest('uploadTooLarge', { limit: UPLOAD_MAX_BYTES / 1024 / 1024 })
    }
    throw err
  }
  return name
}
