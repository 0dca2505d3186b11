import { Toast, Toaster as ArkToaster } from '@ark-ui/react/toast'
import { createStyleContext } from 'styled-system/jsx'
import { toast as toastRecipe } from 'styled-system/recipes'
import { css } from 'styled-system/css'
import { toaster } from './toaster'

const { withProvider, withContext } = createStyleContext(toastRecipe)
const Root = withProvider(Toast.Root, 'root')
const Title = withContext(Toast.Title, 'title')
const Description = withContext(Toast.Description, 'description')
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

export function Toaster() {
  return (
    <ArkToaster toaster={toaster}>
      {(toast) => (
        <Root key={toast.id}>
          <Title>{toast.title}</Title>
          {toast.description ? <Description>{toast.description}</Description> : null}
          <CloseTrigger aria-label="Dismiss notification" className={css({ bg: 'transparent', cursor: 'pointer', p: '1', color: 'fg.muted' })}>
            <span aria-hidden="true">×</span>
          </CloseTrigger>
        </Root>
      )}
    </ArkToaster>
  )
}
