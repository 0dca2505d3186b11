/** "2026-03-05" -> "March 5, 2026": read at noon UTC and printed in UTC, so no time zone moves the day and server and browser print the same text. */
export function formatDate(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`)
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
