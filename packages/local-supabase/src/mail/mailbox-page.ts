import { escapeHtml } from './mailer'
import type { StoredMail } from './mailbox'

/** The dev page at /mailbox/: newest mail first, links clickable. */
export function renderMailboxPage(mails: StoredMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} &middot; <time>${escapeHtml(mail.created_at)}</time></p>
  <pre>${escapeHtml(mail.text)}</pre>
  ${mail.links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('\n')}
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Local mailbox</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
article { border: 1px solid #ccc; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
.meta { color: #555; } pre { white-space: pre-wrap; } a { word-break: break-all; }
</style>
</head>
<body>
<h1>Local mailbox (${mails.length})</h1>
<p>Mail the local backend would have sent. JSON: <a href="/mailbox">/mailbox</a> (filter with <code>?to=</code>).</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`
}
