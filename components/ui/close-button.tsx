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

// Every variant as a literal call, which the build turns into its class string
// (build/panda-static-classes.ts): a call with a variable argument would bring Panda's styling
// runtime into every island that shows a close button, the discount card that opens by itself included.
const CLASSES = {
  ghost: { xs: closeButton({ variant: 'ghost', size: 'xs' }), sm: closeButton({ variant: 'ghost', size: 'sm' }), md: closeButton({ variant: 'ghost', size: 'md' }) },
  inverted: { xs: closeButton({ variant: 'inverted', size: 'xs' }), sm: closeButton({ variant: 'inverted', size: 'sm' }), md: closeButton({ variant: 'inverted', size: 'md' }) },
  plain: { xs: closeButton({ variant: 'plain', size: 'xs' }), sm: closeButton({ variant: 'plain', size: 'sm' }), md: closeButton({ variant: 'plain', size: 'md' }) },
} as const

/**
 * The "×" button. Inside an Ark dialog or toast, wrap it in the part's CloseTrigger with
 * `asChild`, which adds the close behaviour and the corner position.
 */
export function CloseButton({ variant = 'ghost', size = 'md', className, ...rest }: CloseButtonProps) {
  return (
    <button type="button" className={cx(CLASSES[variant][size], className)} {...rest}>
      <span aria-hidden="true">×</span>
    </button>
  )
}
