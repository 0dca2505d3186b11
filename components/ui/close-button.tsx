import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { closeButton } from 'styled-system/recipes'

export interface CloseButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** What it closes, e.g. "Close bag": the "×" alone says nothing to a screen reader. */
  'aria-label': string
  /** "ghost" on light surfaces, "inverted" on a dark band, "plain" in a toast. @default "ghost" */
  variant?: 'ghost' | 'inverted' | 'plain'
  /** "md" is a 44px square. @default "md" */
  size?: 'xs' | 'sm' | 'md'
}

/**
 * The "×" button. Inside an Ark dialog or toast, wrap it in the part's CloseTrigger with
 * `asChild`, which adds the close behaviour and the corner position.
 */
export function CloseButton({ variant = 'ghost', size = 'md', className, ...rest }: CloseButtonProps) {
  return (
    <button type="button" className={cx(closeButton({ variant, size }), className)} {...rest}>
      <span aria-hidden="true">×</span>
    </button>
  )
}
