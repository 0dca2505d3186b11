import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { stack } from 'styled-system/patterns'

type StackElement = 'div' | 'form' | 'section' | 'ul' | 'ol'

export type StackProps<E extends StackElement = 'div'> = ComponentProps<E> & {
  /** The element to render. @default "div" */
  as?: E
  /** Space between children, a spacing token. @default "4" */
  gap?: '1' | '2' | '3' | '4' | '6' | '8' | '10'
}

// Panda only emits classes it can read in the source: the gaps a Stack offers are spelled out.
const GAPS = {
  '1': stack({ gap: '1' }),
  '2': stack({ gap: '2' }),
  '3': stack({ gap: '3' }),
  '4': stack({ gap: '4' }),
  '6': stack({ gap: '6' }),
  '8': stack({ gap: '8' }),
  '10': stack({ gap: '10' }),
} as const

/** Children in a column with even space between them (Panda's `stack` pattern). */
export function Stack<E extends StackElement = 'div'>({ as, gap = '4', className, ...rest }: StackProps<E>) {
  const Element = (as ?? 'div') as 'div'
  return <Element className={cx(GAPS[gap], className)} {...(rest as ComponentProps<'div'>)} />
}
