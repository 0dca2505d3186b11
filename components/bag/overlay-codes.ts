// The bag's overlays as code the page can warm before a tap. Imported by the
// triggers (View Bag, Add to Bag) as well as the islands that render them: this module is a few
// bytes, the chunks load only when warmed or wanted.
import { overlayCode } from '../../lib/islands/overlay-code'

export const bagDrawerCode = overlayCode(() => import('./BagDrawer').then((m) => m.BagDrawer))

// With the drawer's code too: a normal add opens the drawer and this dialog together, and the
// upsell must open after the drawer (UpsellDialog waits a frame for it), or each modal hides the
// other from assistive technology.
export const upsellCode = overlayCode(() => Promise.all([import('./UpsellDialog'), bagDrawerCode.preload()]).then(([m]) => m.UpsellDialog))
