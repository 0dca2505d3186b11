import type { SystemStyleObject } from '@pandacss/dev'

// The header's two popups, the account menu (menu.ts) and the Services disclosure
// (disclosure-nav.ts, docs/decisions/115-header-menus-as-islands.md), must look the same: they share these styles.

/**
 * A trigger on the header's dark bar, with its inherited light text: hover darkens, like the
 * header's links, instead of lightening the background under white text.
 */
export const headerTrigger = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  cursor: 'pointer',
  fontWeight: 'medium',
  bg: 'transparent',
  color: 'inherit',
  px: '2',
  py: '2',
  borderRadius: 'md',
  _hover: { bg: 'bg.invertedHover' },
  // Pressed, and the popup's code still on its way (aria-busy): it shows it has been heard.
  _loading: { bg: 'bg.invertedHover', cursor: 'progress' },
} satisfies SystemStyleObject

/** The panel that opens under the trigger. */
export const headerPopupPanel = {
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  py: '2',
  minW: '64',
  zIndex: 'dropdown',
} satisfies SystemStyleObject

/** One row of the panel: a menu item or a plain link. */
export const headerPopupRow = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '4',
  py: '2',
  textDecoration: 'none',
  color: 'fg.default',
} satisfies SystemStyleObject
