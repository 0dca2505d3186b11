import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { useLayoutEffect, type ComponentProps } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { dialog } from 'styled-system/recipes'
import { lockPageScroll } from './page-scroll-lock'

const { withRootProvider, withContext } = createStyleContext(dialog)

// Ark's scroll lock is off: page-scroll-lock.ts locks the page instead, for less work in the frame
// the dialog opens (docs/decisions/152-page-scroll-lock-on-the-root.md).
const StyledRoot = withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true, preventScroll: false } })

/** Controlled only: the page's scroll is locked while `open` (and `modal`, the default). */
export type RootProps = ComponentProps<typeof StyledRoot> & { open: boolean }

/**
 * Every overlay (bag drawer, upsell, discount and contact popups) is a Dialog.
 * `placement`: "center" (max 425px wide) or "right" (drawer). @default "center"
 * `tone`: "inverted" gives the Header a dark band and a smaller title. @default "default"
 * Content mounts on first open and unmounts on close, so pages stay lean.
 */
export function Root(props: RootProps) {
  const locksPage = props.open && props.modal !== false
  // A layout effect: the page is locked in the frame the dialog first shows.
  useLayoutEffect(() => (locksPage ? lockPageScroll() : undefined), [locksPage])
  return <StyledRoot {...props} />
}
export const Trigger = ArkDialog.Trigger
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDialog.Positioner, 'positioner')
export const Content = withContext(ArkDialog.Content, 'content')
export const Header = withContext('div', 'header')
export const Title = withContext(ArkDialog.Title, 'title')
export const Description = withContext(ArkDialog.Description, 'description')
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')
export const Body = withContext('div', 'body')
export const Footer = withContext('div', 'footer')
