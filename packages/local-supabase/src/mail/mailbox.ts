// The development mailbox: each mail is one JSON file, named so that a plain
// directory listing is in sending order. Tests read it through listMail().
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractLinks, type Mailer, type OutgoingMail } from './mailer'

export interface StoredMail extends OutgoingMail {
  id: string
  links: string[]
  created_at: string
}

export class Mailbox implements Mailer {
  private sequence = 0

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true })
  }

  async send(mail: OutgoingMail): Promise<void> {
    const createdAt = new Date()
    // Millisecond timestamps collide under load; the counter keeps the order.
    const id = `${createdAt.getTime()}-${String(this.sequence++).padStart(6, '0')}-${randomUUID().slice(0, 8)}`
    const stored: StoredMail = { id, ...mail, links: extractLinks(mail.html), created_at: createdAt.toISOString() }
    writeFileSync(join(this.dir, `${id}.json`), JSON.stringify(stored, null, 2))
  }

  /** Newest first; `to` filters by recipient, case-insensitively. */
  list(to?: string): StoredMail[] {
    const wanted = to?.trim().toLowerCase()
    return readdirSync(this.dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse()
      .flatMap((file) => {
        try {
          return [JSON.parse(readFileSync(join(this.dir, file), 'utf8')) as StoredMail]
        } catch {
          return [] // a half-written or hand-edited file is skipped, not fatal
        }
      })
      .filter((mail) => !wanted || mail.to.toLowerCase() === wanted)
  }
}
