import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { alert } from 'styled-system/recipes'

export interface AlertProps extends ComponentProps<'div'> {
  /** "danger" is announced at once (role="alert"), "success" politely (role="status"). @default "danger" */
  status?: 'danger' | 'success'
  /** "sm": tighter padding and small text, inside a form. @default "md" */
  size?: 'sm' | 'md'
}

/** An inline message in the page's flow, in the semantic danger or success colours. */
export function Alert({ status = 'danger', size = 'md', className, ...rest }: AlertProps) {
  return <div role={status === 'danger' ? 'alert' : 'status'} className={cx(alert({ status, size }), className)} {...rest} />
}
