// The CMS's local proxy answers only the site of `npm run cms` (scripts/cms-proxy.ts): a page of
// another origin, or a page reaching it under a stranger's host name (DNS rebinding), is refused
// before Decap's git middlewares read or commit anything; the site's own /admin still works.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCmsProxy } from '../../scripts/cms-proxy'

const SITE_PORT = 3123
let repo = ''
let server: http.Server | undefined
let port = 0

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** One request with the exact Host and Origin a browser would send (fetch cannot set Host). */
function send(headers: Record<string, string>, body?: unknown, method = 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? '' : JSON.stringify(body)
    const request = http.request(
      { host: '127.0.0.1', port, path: '/api/v1', method, headers: { host: `127.0.0.1:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
      },
    )
    request.once('error', reject)
    request.end(payload)
  })
}

const readSecret = { action: 'getEntry', params: { branch: 'main', path: 'supabase/functions/.env' } }
const site = `http://localhost:${SITE_PORT}`

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-proxy-'))
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' })
  git('init', '--quiet', '--initial-branch=main')
  fs.mkdirSync(path.join(repo, 'data'))
  fs.writeFileSync(path.join(repo, 'data/services.json'), '{"services":[]}\n')
  fs.mkdirSync(path.join(repo, 'supabase/functions'), { recursive: true })
  fs.writeFileSync(path.join(repo, 'supabase/functions/.env'), 'SECRET=do-not-leak\n')
  fs.writeFileSync(path.join(repo, '.gitignore'), '.env\n')
  git('add', '.')
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '-m', 'init')
  server = await startCmsProxy({ repoRoot: repo, sitePort: SITE_PORT, proxyPort: 0, host: '127.0.0.1', logLevel: 'error' })
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  if (repo) fs.rmSync(repo, { recursive: true, force: true })
})

describe('the CMS proxy of npm run cms', () => {
  it('refuses a page of another origin, even another localhost port, and reads nothing for it', async () => {
    for (const origin of ['http://localhost:9999', 'http://127.0.0.1:6006', 'https://attacker.example', 'null']) {
      const answer = await send({ origin }, readSecret)
      expect(answer.status, origin).toBe(403)
      expect(answer.body).not.toContain('do-not-leak')
      expect(answer.headers['access-control-allow-origin']).toBeUndefined()
      // Nor does it let the page's preflight through.
      expect((await send({ origin, 'access-control-request-method': 'POST' }, undefined, 'OPTIONS')).status).toBe(403)
    }
  })

  it('refuses a request without an Origin', async () => {
    expect((await send({}, readSecret)).status).toBe(403)
  })

  it("refuses a foreign Host (a stranger's name rebound to 127.0.0.1), even with the site's Origin", async () => {
    for (const host of [`attacker.example:${port}`, `localhost:${port + 1}`, 'localhost']) {
      const answer = await send({ host, origin: site }, readSecret)
      expect(answer.status, host).toBe(403)
      expect(answer.body).not.toContain('do-not-leak')
    }
  })

  it("answers the site's own /admin, at localhost and at 127.0.0.1", async () => {
    for (const origin of [site, `http://127.0.0.1:${SITE_PORT}`]) {
      const preflight = await send({ origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' }, undefined, 'OPTIONS')
      expect(preflight.status).toBe(204)
      expect(preflight.headers['access-control-allow-origin']).toBe(origin)
      const info = await send({ origin, host: `localhost:${port}` }, { action: 'info' })
      expect(info.status).toBe(200)
      expect(JSON.parse(info.body)).toMatchObject({ repo: path.basename(repo) })
      const entry = await send({ origin }, { action: 'getEntry', params: { branch: 'main', path: 'data/services.json' } })
      expect(entry.status).toBe(200)
      expect(JSON.parse(entry.body)).toMatchObject({ data: '{"services":[]}\n' })
    }
  })
})
