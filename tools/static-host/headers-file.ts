// Reads a Netlify / Cloudflare Pages style `_headers` file:
//
//   # comment
//   /*
//     X-Frame-Options: DENY
//     Referrer-Policy: strict-origin-when-cross-origin
//   /blog/:slug
//     X-Robots-Tag: noindex
//   /assets/*
//     ! X-Robots-Tag          (Cloudflare: detach a header set by an earlier rule)
//
// A line starting at column 0 is a path pattern; the indented `Name: value` lines under
// it are its headers. `*` matches any run of characters (including `/`), `:name`
// matches one path segment. Every matching rule applies, in file order; a header named
// by more than one matching rule gets its values joined with ", ", as both hosts do.

export interface HeaderRule {
  pattern: string
  /** Anchored regular expression compiled from the pattern. */
  matcher: RegExp
  headers: Array<[name: string, value: string]>
  /** Lower-case names to remove (`! Name` lines). */
  detach: string[]
}

export interface HeadersFileProblem {
  line: number
  message: string
}

export interface ParsedHeadersFile {
  rules: HeaderRule[]
  problems: HeadersFileProblem[]
}

function compilePattern(pattern: string): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!
    if (ch === '*') {
      source += '.*'
    } else if (ch === ':' && /[A-Za-z_]/.test(pattern[i + 1] ?? '')) {
      while (/[A-Za-z0-9_]/.test(pattern[i + 1] ?? '')) i++
      source += '[^/]+'
    } else {
      source += ch.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    }
  }
  return new RegExp(`^${source}$`)
}

export function parseHeadersFile(text: string): ParsedHeadersFile {
  const rules: HeaderRule[] = []
  const problems: HeadersFileProblem[] = []
  let current: HeaderRule | undefined
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === '' || raw.trim().startsWith('#')) return
    const indented = /^\s/.test(raw)
    const content = raw.trim()
    if (!indented) {
      if (!content.startsWith('/') && !/^https?:\/\//.test(content)) {
        problems.push({ line, message: `expected a path starting with "/", found "${content}"` })
        current = undefined
        return
      }
      // Absolute-URL rules only apply on a given host; a local server has no such host.
      const pattern = content.replace(/^https?:\/\/[^/]+/, '')
      current = { pattern, matcher: compilePattern(pattern), headers: [], detach: [] }
      rules.push(current)
      return
    }
    if (!current) {
      problems.push({ line, message: 'header line before any path line' })
      return
    }
    if (content.startsWith('!')) {
      const name = content.slice(1).trim()
      if (name) current.detach.push(name.toLowerCase())
      return
    }
    const colon = content.indexOf(':')
    if (colon <= 0) {
      problems.push({ line, message: `expected "Name: value", found "${content}"` })
      return
    }
    const name = content.slice(0, colon).trim()
    const value = content.slice(colon + 1).trim()
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      problems.push({ line, message: `invalid header name "${name}"` })
      return
    }
    current.headers.push([name, value])
  })
  return { rules, problems }
}

/**
 * Headers that the rules set for a request path, keyed by lower-case name. A value of
 * `null` means a rule detached the header (the caller removes its own default too).
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, { name: string; value: string | null }> {
  const result = new Map<string, { name: string; value: string | null }>()
  for (const rule of rules) {
    if (!rule.matcher.test(pathname)) continue
    // A rule's detached headers go before the headers it sets, as Cloudflare's Pages runtime
    // applies them (workers-sdk packages/pages-shared/asset-server/handler.ts, attachHeaders).
    for (const key of rule.detach) result.set(key, { name: key, value: null })
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const existing = result.get(key)
      result.set(key, {
        name,
        value: existing?.value ? `${existing.value}, ${value}` : value,
      })
    }
  }
  return result
}
