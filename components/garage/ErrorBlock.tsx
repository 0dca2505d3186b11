import { stack } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { Alert } from '../ui/alert'
import { garageErrorText } from './garage-rules'

/** A section that could not load: what, why in words, and a retry (every garage section says it alike). */
export function ErrorBlock({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <Alert className={stack({ gap: '3', align: 'flex-start' })}>
      <p>
        <strong>We couldn’t load {what}.</strong> {garageErrorText(error)}
      </p>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onRetry}>
        Try again
      </button>
    </Alert>
  )
}
