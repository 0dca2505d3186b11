import { describe, expect, it } from 'vitest'
import { matchFaq, normalizeText } from '../../components/engagement/chat/faq-match'
import { faq } from '../../lib/catalogue/catalogue.server'
import { faqQuestions } from '../fixtures/engagement/chat'
import type { FaqEntry } from '../../lib/catalogue/types'

const entry = (id: string, keywords: string[]): FaqEntry => ({ id, question: id, answer: `answer ${id}`, keywords, onFaqPage: false })

describe('keyword matcher over the FAQ catalogue', () => {
  it.each(faqQuestions)('%j -> %s', (question, id) => {
    expect(matchFaq(question, faq)?.id ?? null).toBe(id)
  })

  it('gives the canned answers', () => {
    expect(matchFaq('signature detail price', faq)?.answer).toMatch(/starts at \$349/)
    expect(matchFaq('ceramic coating packages', faq)?.answer).toMatch(/Signature Ceramic Packages start at \$1,199/)
    expect(matchFaq('what do you need, a hose?', faq)?.answer).toMatch(/water spigot and a standard electrical outlet/)
    const areas = matchFaq('where do you serve?', faq)?.answer ?? ''
    for (const area of ['Katy', 'Fulshear', 'Jordan Ranch', 'Cinco Ranch']) expect(areas).toContain(area)
  })

  it('matches whole words only', () => {
    const entries = [entry('pet', ['pet'])]
    expect(matchFaq('my pet', entries)?.id).toBe('pet')
    expect(matchFaq('carpet stains', entries)).toBeUndefined()
  })

  it('ignores case and punctuation', () => {
    expect(matchFaq('CERAMIC???', [entry('c', ['ceramic'])])?.id).toBe('c')
    expect(normalizeText("  How MUCH's it?! ")).toBe('how muchs it')
  })

  it('prefers the entry with more (and longer) keyword hits; ties go to the first entry', () => {
    const entries = [entry('generic', ['how much']), entry('ceramic', ['ceramic', 'ceramic coating'])]
    expect(matchFaq('how much is a ceramic coating', entries)?.id).toBe('ceramic')
    expect(matchFaq('how much', entries)?.id).toBe('generic')
    const tie = [entry('first', ['wash']), entry('second', ['wash'])]
    expect(matchFaq('wash', tie)?.id).toBe('first')
  })

  it('returns undefined for unknown or empty input', () => {
    expect(matchFaq('quantum chromodynamics', faq)).toBeUndefined()
    expect(matchFaq('   ', faq)).toBeUndefined()
    expect(matchFaq('!!!', faq)).toBeUndefined()
  })
})
