import { escapeHtml, type OutgoingMail } from './mailer'

export function confirmationMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your signup',
    text: `Follow this link to confirm your account:\n\n${link}\n`,
    html: `<h2>Confirm your signup</h2>\n<p>Follow this link to confirm your account:</p>\n<p><a href="${escapeHtml(link)}">Confirm your mail</a></p>`,
  }
}

export function recoveryMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your password',
    text: `Follow this link to reset the password for your account:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`,
    html: `<h2>Reset password</h2>\n<p>Follow this link to reset the password for your account:</p>\n<p><a href="${escapeHtml(link)}">Reset password</a></p>\n<p>If you did not ask for this, ignore this e-mail.</p>`,
  }
}

// GoTrue's default magic-link template (https://github.com/supabase/auth
// internal/mailer/templatemailer/templatemailer.go, defaultMagicLinkMail).
export function magicLinkMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Your sign-in link',
    text: `Follow this link to sign in. This link expires shortly and can only be used once.\n\n${link}\n`,
    html: `<h2>Your sign-in link</h2>\n<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>\n<p><a href="${escapeHtml(link)}">Sign in</a></p>`,
  }
}
