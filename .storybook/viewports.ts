import type { ViewportMap } from 'storybook/viewport'

/**
 * The screens the site is designed for: a phone (what most customers book on), a tablet and a
 * desktop. Storybook's viewport toolbar offers them (preview.tsx), a story picks one with
 * `globals: onViewport('phone')`, and the test-runner photographs that story at the same size
 * (test-runner.ts), so the designer sees in Storybook what the baseline holds.
 */
export const VIEWPORT_SIZES = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const

export type ViewportName = keyof typeof VIEWPORT_SIZES

const TYPES: Record<ViewportName, 'mobile' | 'tablet' | 'desktop'> = { phone: 'mobile', tablet: 'tablet', desktop: 'desktop' }

/** Storybook's `parameters.viewport.options`. */
export const VIEWPORT_OPTIONS: ViewportMap = Object.fromEntries(
  (Object.keys(VIEWPORT_SIZES) as ViewportName[]).map((name) => {
    const { width, height } = VIEWPORT_SIZES[name]
    return [name, { name: `${name[0]?.toUpperCase()}${name.slice(1)} ${width}×${height}`, styles: { width: `${width}px`, height: `${height}px` }, type: TYPES[name] }]
  }),
)

/** A story's (or a file's) `globals`: shown at that preset in Storybook and photographed at it. */
export function onViewport(name: ViewportName): { viewport: { value: ViewportName; isRotated: false } } {
  return { viewport: { value: name, isRotated: false } }
}

/** The size of a story's viewport global, when it names one of the presets. */
export function presetSize(globals: Record<string, unknown> | undefined): { width: number; height: number } | undefined {
  const viewport = globals?.viewport
  const value = typeof viewport === 'string' ? viewport : viewport && typeof viewport === 'object' && 'value' in viewport ? viewport.value : undefined
  return typeof value === 'string' && value in VIEWPORT_SIZES ? VIEWPORT_SIZES[value as ViewportName] : undefined
}
