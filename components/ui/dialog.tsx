import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { createStyleContext } from 'styled-system/jsx'
import { dialog } from 'styled-system/recipes'

const { withRootProvider, withContext } = createStyleContext(dialog)

/**
 * Every overlay (bag drawer, upsell, discount and contact popups) is a Dialog.
 * `placement`: "center" (max 425px wide) or "right" (drawer). @default "center"
 * `tone`: "inverted" gives the Header a dark band and a smaller title. @default "default"
 * Content mounts on first open and unmounts on close, so pages stay lean.
 */
export const Root = withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } })
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
