import type { IncomingMessage } from 'node:http'
import { MAX_BODY_BYTES } from '../config'

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds the ${limit} byte limit`)
  }
}

export class InvalidJsonError extends Error {}

/**
 * Reads the body, refusing early (by Content-Length) or as soon as the limit is
 * crossed. The rest of an oversized body is drained, not buffered, so the
 * client gets its 413 instead of a reset connection.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) {
    req.resume()
    return Promise.reject(new BodyTooLargeError(limit))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return
      size += chunk.length
      if (size > limit) {
        tooLarge = true
        chunks.length = 0
        reject(new BodyTooLargeError(limit))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (!tooLarge) resolve(Buffer.concat(chunks))
    })
    req.on('error', reject)
  })
}

/** An empty body is `undefined`; anything that is not JSON throws InvalidJsonError. */
export function parseJson(raw: Buffer): unknown {
  const text = raw.toString('utf8')
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new InvalidJsonError('Request body is not valid JSON')
  }
}
