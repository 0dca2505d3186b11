import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { card, type CardVariantProps } from 'styled-system/recipes'

type CardElement = 'div' | 'section' | 'li' | 'article' | 'aside'

export type CardProps<E extends CardElement = 'div'> = ComponentProps<E> &
  CardVariantProps & {
    /** The element to render. @default "div" */
    as?: E
  }

/**
 * A bordered surface. `padding` "md" (20px), "lg", "xl" or "responsive"; `tone` "raised" for
 * the sign-in panels, "accent" for a highlighted one. Pages that only need the class call the
 * `card` recipe directly.
 */
export function Card<E extends CardElement = 'div'>({ as, padding, tone, radius, className, ...rest }: CardProps<E>) {
  const Element = (as ?? 'div') as 'div'
  return <Element className={cx(card({ padding, tone, radius }), className)} {...(rest as ComponentProps<'div'>)} />
}
