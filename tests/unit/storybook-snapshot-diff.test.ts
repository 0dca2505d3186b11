import pixelmatch from 'pixelmatch'
import { describe, expect, it } from 'vitest'
import { SNAPSHOT_DIFF } from '../../.storybook/snapshot-diff'
import { palette, semanticColours } from '../../stories/design-system/theme-data'

// The visual baseline must see a designer's colour change: a story painted in one theme colour
// where it had another is a changed story, whichever two colours they are.
const SIZE = 8

function filled(hex: string): Uint8Array {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  const image = new Uint8Array(SIZE * SIZE * 4)
  for (let at = 0; at < image.length; at += 4) image.set([r!, g!, b!, 255], at)
  return image
}

const differing = (a: string, b: string) => pixelmatch(filled(a), filled(b), null, SIZE, SIZE, SNAPSHOT_DIFF.customDiffConfig)

const hexes = [...palette].filter(([, value]) => /^#[0-9a-f]{6}$/i.test(value))
const semantic = (name: string) => semanticColours.find((colour) => colour.name === name)!.value

describe('image snapshot tolerance', () => {
  it('reads the theme palette', () => {
    expect(hexes.length).toBeGreaterThan(10)
  })

  it('counts a swap of any theme colour for another as a change', () => {
    const missed: string[] = []
    for (const [nameA, a] of hexes) for (const [nameB, b] of hexes) if (nameA < nameB && a.toLowerCase() !== b.toLowerCase() && differing(a, b) === 0) missed.push(`${nameA} ${a} / ${nameB} ${b}`)
    expect(missed).toEqual([])
  })

  it('sees the pale tints apart: the success alert painted in danger.subtle', () => {
    expect(differing(semantic('success.subtle'), semantic('danger.subtle'))).toBe(SIZE * SIZE)
  })

  it('passes the same picture', () => {
    expect(differing(semantic('success.subtle'), semantic('success.subtle'))).toBe(0)
  })
})
