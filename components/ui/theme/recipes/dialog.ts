import { defineSlotRecipe } from '@pandacss/dev'

// One recipe for centred dialogs and side drawers: the bag drawer, upsell dialog, discount and contact popups.
export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'description', 'closeTrigger', 'body', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.overlay',
      zIndex: 'overlay',
      _open: { animation: 'fadeIn 0.2s ease-out' },
      _closed: { animation: 'fadeOut 0.15s ease-in' },
    },
    positioner: { position: 'fixed', inset: '0', display: 'flex', zIndex: 'modal' },
    content: {
      position: 'relative',
      bg: 'bg.surface',
      color: 'fg.default',
      boxShadow: 'xl',
      outline: 'none',
      display: 'flex',
      flexDirection: 'column',
      maxH: '100dvh',
      overflowY: 'auto',
    },
    // Room on the right for the close button, which sits in the content's corner.
    header: { p: '6', pb: '2', pr: '14' },
    title: { fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3' },
    description: { color: 'fg.muted' },
    closeTrigger: { position: 'absolute', top: '3', right: '3' },
    body: { display: 'flex', flexDirection: 'column', gap: '4', p: '6', flex: '1' },
    footer: { display: 'flex', gap: '3', justifyContent: 'flex-end', p: '6', pt: '0' },
  },
  variants: {
    placement: {
      center: {
        positioner: { alignItems: 'center', justifyContent: 'center', p: '4' },
        content: { borderRadius: 'xl', w: 'full', maxW: '425px', _open: { animation: 'slideInDown 0.2s ease-out' } },
      },
      right: {
        positioner: { justifyContent: 'flex-end' },
        content: {
          h: '100dvh',
          w: 'full',
          maxW: 'md',
          _open: { animation: 'slideInRight 0.25s ease-out' },
          _closed: { animation: 'slideOutRight 0.2s ease-in' },
        },
      },
    },
    /** `inverted`: a dark header band with a smaller title (the chat). */
    tone: {
      default: {},
      inverted: {
        header: { display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: '3', p: '4', pr: '14', bg: 'bg.inverted', color: 'fg.inverted' },
        title: { fontSize: 'lg' },
        description: { color: 'fg.invertedMuted', fontSize: 'sm' },
      },
    },
  },
  defaultVariants: { placement: 'center', tone: 'default' },
})
