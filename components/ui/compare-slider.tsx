// A before/after comparison: two photos in one frame and Ark's Slider as the divider, so assistive
// technology meets a real slider (role="slider", value text, arrow keys, Page Up/Down, Home/End:
// https://ark-ui.com/docs/components/slider, @zag-js/slider) and a drag on touch moves it (Ark's
// control takes pointer events and sets touch-action: none). Recipe: theme/recipes/compare-slider.ts.
import { Slider } from '@ark-ui/react/slider'
import { useEffect, useRef } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { compareSlider } from 'styled-system/recipes'
import { Picture, type PictureData } from './picture'

const { withProvider, withContext } = createStyleContext(compareSlider)

const Root = withProvider(Slider.Root, 'root')
const After = withContext('div', 'after')
const Before = withContext('div', 'before')
const Tag = withContext('span', 'tag')
const Label = withContext(Slider.Label, 'label')
const Control = withContext(Slider.Control, 'control')
const Thumb = withContext(Slider.Thumb, 'thumb')
const Handle = withContext('span', 'handle')

/** What the slider's value says: the divider's place, as the share of each photo in view. */
export function compareValueText(value: number): string {
  const before = Math.round(Math.min(100, Math.max(0, value)))
  return `${before}% before, ${100 - before}% after`
}

export interface CompareSliderProps {
  before: PictureData
  after: PictureData
  /** The slider's accessible name, e.g. "Before and after: 2019 Ford F-150". */
  label: string
  /** Where the divider starts, in percent of the width from the left. @default 50 */
  defaultValue?: number
}

/**
 * The before photo lies over the after one, cut at the divider: left of it is before, right of it
 * after. Without script the two photos stand side by side, each with its tag.
 */
export function CompareSlider({ before, after, label, defaultValue = 50 }: CompareSliderProps) {
  const thumb = useRef<HTMLDivElement>(null)
  // On a prerendered page the keyboard's focus on the thumb is what hydrates it (an island's intent,
  // lib/islands/when/intent.ts), so that focus came before Ark's listeners and zag's machine, which
  // answers keys only once it has seen the thumb focused, would ignore the arrows. Tell it now.
  useEffect(() => {
    const element = thumb.current
    if (element && element.ownerDocument.activeElement === element) element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  }, [])
  return (
    <Root defaultValue={[defaultValue]} min={0} max={100} step={1} thumbAlignment="center" getAriaValueText={({ value }) => compareValueText(value)}>
      {/* The thumb's name: zag points its aria-labelledby at Ark's Label. */}
      <Label>{label}</Label>
      <Before>
        <Picture picture={before} />
        <Tag data-side="before">Before</Tag>
      </Before>
      <After>
        <Picture picture={after} />
        <Tag data-side="after">After</Tag>
      </After>
      <Control>
        <Slider.Track />
        <Thumb index={0} ref={thumb}>
          <Handle data-part="handle" aria-hidden="true">
            ‹›
          </Handle>
        </Thumb>
      </Control>
    </Root>
  )
}
