export interface LocationOption {
  slug: string
  name: string
}

/**
 * The footer names the area whose slug (or name) the path contains, and falls back to the home
 * area (business.json homeArea: Katy in the shipped catalogue). Areas are checked in the order
 * given, so a path naming two areas picks the first listed; the home area is checked last because
 * it is also the default. Without it (never, once the catalogue is valid) the first area.
 */
export function footerLocation<T extends LocationOption>(pathname: string, areas: readonly T[], fallbackSlug: string): T {
  const path = safeDecode(pathname).toLowerCase()
  const fallback = areas.find((area) => area.slug === fallbackSlug)
  const specific = areas.filter((area) => area.slug !== fallbackSlug)
  const match = specific.find((area) => path.includes(area.slug.toLowerCase()) || path.includes(area.name.toLowerCase()))
  const chosen = match ?? fallback ?? areas[0]
  if (!chosen) throw new Error('footerLocation needs at least one area')
  return chosen
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
