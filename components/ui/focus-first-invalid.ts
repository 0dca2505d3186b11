/**
 * After validation, focus goes to the first field that shows a message. A radio group carries
 * aria-invalid on its group (a radio cannot), so its first radio takes the focus.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"], [role="radiogroup"][aria-invalid="true"] input')?.focus()
}
