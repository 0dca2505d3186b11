/**
 * How far a story's picture may drift from its baseline before it is a change for the designer.
 *
 * pixelmatch (jest-image-snapshot's engine) compares each pixel's colour distance in YIQ space
 * against `threshold`, on a 0-1 scale, and leaves anti-aliased edges out on its own (includeAA is
 * off by default: github.com/mapbox/pixelmatch#api). Its default of 0.1 hid a swap of one pale
 * surface tint for another (the success alert's green.50 painted as danger's red.50 is 0.05), and
 * the kit's surfaces are mostly pale tints. Chromium paints the same build identically run to run,
 * so a tight colour threshold costs no flakes; more than 0.01 % of the pixels over it (or any change
 * of size) fails the story.
 */
export const SNAPSHOT_DIFF = {
  customDiffConfig: { threshold: 0.01 },
  failureThreshold: 0.0001,
  failureThresholdType: 'percent',
} as const
