/** The display name is the profile's full_name, falling back to the e-mail. */
export function displayName(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim()
  if (name) return name
  return email?.trim() ?? ''
}

/**
 * The avatar's letter: the first letter (or other character) of the display name, upper-cased.
 * Works on whole characters, so "Émile" gives "É" and an emoji name gives the emoji. "?" when empty.
 */
export function initialOf(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? ''
  const first = Array.from(trimmed)[0]
  return first ? first.toLocaleUpperCase('en-US') : '?'
}
