import type { FaqEntry } from '../../../lib/catalogue/types'

/** Lower-case, punctuation to spaces, single spaces: "How much?!" -> "how much". */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim()
}

function containsPhrase(haystack: string, phrase: string): boolean {
  const needle = normalizeText(phrase)
  if (!needle) return false
  return ` ${haystack} `.includes(` ${needle} `)
}

/**
 * Keyword match against data/faq.json: every keyword found as whole words scores its word count,
 * so "ceramic coating" (2) beats a lone "how much" (2) plus nothing, and longer phrases win
 * over single generic words. Highest score wins; ties go to the entry listed first in the
 * catalogue. No keyword found: undefined (the caller suggests asking about services or pricing).
 */
export function matchFaq(text: string, entries: readonly FaqEntry[]): FaqEntry | undefined {
  const haystack = normalizeText(text)
  if (!haystack) return undefined
  let best: FaqEntry | undefined
  let bestScore = 0
  for (const entry of entries) {
    let score = 0
    for (const keyword of entry.keywords) {
      if (containsPhrase(haystack, keyword)) score += normalizeText(keyword).split(' ').length
    }
    if (score > bestScore) {
      best = entry
      bestScore = score
    }
  }
  return best
}
