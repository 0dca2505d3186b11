// Sends through an SMTP server when SMTP_HOST is set (nodemailer does the
// protocol, TLS and auth). Without it, mail goes to the development mailbox.
import nodemailer from 'nodemailer'
import type { Mailer, OutgoingMail } from './mailer'

export interface SmtpSettings {
  host: string
  port: number
  user?: string
  pass?: string
  from: string
  /** Implicit TLS (port 465). STARTTLS is negotiated automatically otherwise. */
  secure: boolean
}

/** Reads SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM, SMTP_SECURE. */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  if (!env.SMTP_HOST) return undefined
  const port = Number(env.SMTP_PORT ?? 587)
  return {
    host: env.SMTP_HOST,
    port,
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    from: env.SMTP_FROM ?? 'Katy Mobile Detailing <no-reply@localhost>',
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1' : port === 465,
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof nodemailer.createTransport>

  constructor(private readonly settings: SmtpSettings) {
    this.transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    })
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) })
  }
}
