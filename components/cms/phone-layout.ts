import phoneLayout from './phone-layout.css?inline'

/** Decap's own preference for the editor's right pane (decap-cms-core components/Editor/EditorInterface.js); `none` shows the form alone. */
const RIGHT_PANE = 'cms.right-pane'

/**
 * Makes /admin usable on a phone: Decap's editor and media library fit the screen
 * (phone-layout.css), and on a narrow screen the editor opens without the preview beside the
 * form, which would leave each half too narrow to read. The eye button still shows the preview,
 * and Decap remembers the owner's choice from then on.
 */
export function fitPhones(win: Window): void {
  const style = win.document.createElement('style')
  style.textContent = phoneLayout
  win.document.head.append(style)
  if (!win.matchMedia('(max-width: 799px)').matches) return
  try {
    if (win.localStorage.getItem(RIGHT_PANE) === null) win.localStorage.setItem(RIGHT_PANE, 'none')
  } catch {
    // Storage refused: Decap opens with the preview, as it would anyway.
  }
}
