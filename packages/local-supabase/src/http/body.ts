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

/**
 * How deep arrays and objects may nest in a request body. JSON.parse copes with
 * any depth, but JSON.stringify, Postgres's JSON parser and every recursive walk
 * after it overflow their stacks somewhere past a few thousand levels (a 50,000
 * deep body was a 500). Go's encoding/json, which GoTrue decodes with, stops at
 * 10,000; no real request comes anywhere near this lower bound.
 */
export const MAX_JSON_DEPTH = 512

/** The deepest nesting in JSON text, counted without recursion or parsing. */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i++ // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b || char === 0x7b) {
      depth++
      if (depth > deepest) deepest = depth
    } else if (char === 0x5d || char === 0x7d) depth--
  }
  return deepest
}

/** An empty body is `undefined`; anything that is not JSON throws InvalidJsonError. */
export function parseJson(raw: Buffer, maxDepth = MAX_JSON_DEPTH): unknown {
  const text = raw.toString('utf8')
  if (text.trim() === '') return undefined
  if (jsonDepth(text) > maxDepth) throw new InvalidJsonError(`exceeded max depth (${maxDepth})`)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new InvalidJsonError('Request body is not valid JSON')
  }
}
