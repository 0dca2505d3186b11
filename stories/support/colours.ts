// Colour checks for play functions: what a visitor sees, read from the browser's computed styles.
import { token, type Token } from 'styled-system/tokens'

type Rgba = [number, number, number, number]

function parse(colour: string): Rgba {
  const parts = colour.match(/[\d.]+/g)?.map(Number) ?? []
  const [r = 0, g = 0, b = 0, a = 1] = parts
  return [r, g, b, colour.startsWith('rgba') ? a : 1]
}

/** The background painted behind `el`: its own, or the nearest ancestor's that is not transparent. */
export function effectiveBackground(el: Element): string {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const bg = getComputedStyle(node).backgroundColor
    if (parse(bg)[3] > 0) return bg
  }
  return 'rgb(255, 255, 255)'
}

function luminance(colour: string): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = parse(colour)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2 contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/**
 * Text against background while the pointer is over `el`. Panda's `_hover` condition is
 * `&:is(:hover, [data-hover])`, so `data-hover` applies the hover styles without a real pointer
 * (a play function's events are synthetic and never match `:hover`). Waits for the change's
 * transitions: under reduced motion the global styles still give every property a 0.01 ms
 * transition, and until it ends the computed colour is the old one.
 */
export async function hoverContrast(el: HTMLElement): Promise<number> {
  el.setAttribute('data-hover', '')
  try {
    await Promise.all(el.getAnimations().map((animation) => animation.finished.catch(() => undefined)))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    return contrastRatio(getComputedStyle(el).color, effectiveBackground(el))
  } finally {
    el.removeAttribute('data-hover')
  }
}

/**
 * A colour token as the browser resolves it (e.g. 'colors.danger.default' → 'rgb(145, 32, 24)').
 * It adds and removes a probe element: never call it inside waitFor, whose MutationObserver would
 * re-run it forever and freeze the page (and every later story of the file).
 */
export function tokenColour(name: Token): string {
  const probe = document.createElement('span')
  probe.style.color = token.var(name)
  document.body.appendChild(probe)
  const colour = getComputedStyle(probe).color
  probe.remove()
  return colour
}
