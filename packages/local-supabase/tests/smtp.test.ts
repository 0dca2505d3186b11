// With SMTP settings, auth mail leaves through SMTP instead of the mailbox.
// A minimal in-test SMTP server (loopback only) records what arrives.
import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../src/server'
import { mailsTo, createTestClient, uniqueEmail } from '../src/testing/clients'
import { startTestBackend } from '../src/testing/engines'

function startFakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = []
  const server = createServer((socket) => {
    let buffer = ''
    let inData = false
    socket.write('220 fake-smtp ready\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString()
      let end: number
      while (inData ? (end = buffer.indexOf('\r\n.\r\n')) !== -1 : (end = buffer.indexOf('\r\n')) !== -1) {
        if (inData) {
          messages.push(buffer.slice(0, end))
          buffer = buffer.slice(end + 5)
          inData = false
          socket.write('250 queued\r\n')
          continue
        }
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake-smtp\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, messages })))
}

describe('SMTP delivery', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
  let backend: RunningBackend

  beforeAll(async () => {
    smtp = await startFakeSmtp()
    backend = await startTestBackend('postgres', {
      smtp: { host: '127.0.0.1', port: smtp.port, from: 'Detailing <no-reply@example.com>', secure: false },
    })
  })
  afterAll(async () => {
    await backend?.close()
    smtp?.server.close()
  })

  it('sends the sign-up confirmation by SMTP and not into the mailbox', async () => {
    const email = uniqueEmail('smtp')
    const { error } = await createTestClient(backend).auth.signUp({ email, password: 'long enough password' })
    expect(error).toBeNull()
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]).toContain(`To: ${email}`)
    expect(smtp.messages[0]).toContain('Subject: Confirm your signup')
    expect(await mailsTo(backend, email)).toEqual([])
  })
})
