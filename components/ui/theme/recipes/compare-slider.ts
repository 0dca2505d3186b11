import { defineSlotRecipe } from '@pandacss/dev'

// Two photos in one frame, the before one on top clipped at the thumb (Ark's Slider writes the
// thumb's place as --slider-thumb-offset-0 on the root: @zag-js/slider slider.style). Without
// script (CSS's `scripting` media feature) the frame becomes two columns, side by side, and the
// thumb is hidden: it would do nothing. Both layouts keep the photos' own width and height, so
// hydration never moves anything.
const withoutScript = '@media (scripting: none)'

/** Each photo with its tag: both in the frame's one cell, or (without script) a column each. */
const layer = {
  gridArea: '1 / 1',
  position: 'relative',
  '& img': { display: 'block', w: 'full', h: 'auto' },
} as const

export const compareSlider = defineSlotRecipe({
  className: 'compare-slider',
  slots: ['root', 'label', 'after', 'before', 'tag', 'control', 'thumb', 'handle'],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: '1fr',
      borderRadius: 'lg',
      overflow: 'hidden',
      bg: 'bg.muted',
      [withoutScript]: { gridTemplateColumns: '1fr 1fr', gap: '2', bg: 'transparent', overflow: 'visible' },
    },
    // Read by assistive technology as the thumb's name; the caption under the frame says it for sight.
    label: { srOnly: true },
    after: {
      ...layer,
      [withoutScript]: { gridArea: 'auto', gridRow: '1', gridColumn: '2', '& img': { borderRadius: 'md' } },
    },
    before: {
      ...layer,
      // Read first (before, then after) and drawn over the after photo.
      zIndex: 1,
      clipPath: 'inset(0 calc(100% - var(--slider-thumb-offset-0, 50%)) 0 0)',
      [withoutScript]: { gridArea: 'auto', gridRow: '1', gridColumn: '1', clipPath: 'none', '& img': { borderRadius: 'md' } },
    },
    tag: {
      position: 'absolute',
      top: '2',
      px: '2',
      py: '0.5',
      borderRadius: 'sm',
      fontSize: 'xs',
      fontWeight: 'bold',
      textTransform: 'uppercase',
      letterSpacing: 'wide',
      bg: 'bg.inverted',
      color: 'fg.inverted',
      '&[data-side=before]': { insetInlineStart: '2' },
      '&[data-side=after]': { insetInlineEnd: '2' },
      [withoutScript]: { '&[data-side=after]': { insetInlineEnd: 'auto', insetInlineStart: '2' } },
    },
    control: {
      gridArea: '1 / 1',
      zIndex: 2,
      cursor: 'ew-resize',
      [withoutScript]: { display: 'none' },
    },
    thumb: {
      top: '0',
      bottom: '0',
      w: '1',
      bg: 'bg.canvas',
      boxShadow: 'md',
      outline: 'none',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      _focusVisible: { '& [data-part=handle]': { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' } },
    },
    handle: {
      flexShrink: 0,
      w: '10',
      h: '10',
      borderRadius: 'full',
      bg: 'bg.canvas',
      color: 'fg.default',
      boxShadow: 'md',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: 'sm',
      fontWeight: 'bold',
    },
  },
})
