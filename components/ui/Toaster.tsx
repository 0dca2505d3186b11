import { Toast, Toaster as ArkToaster } from '@ark-ui/react/toast'
import { useEffect } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { toast as toastRecipe } from 'styled-system/recipes'
import { css } from 'styled-system/css'
import { toastStore } from './toast-store'
import { connectToaster } from './show-toast'

const { withProvider, withContext } = createStyleContext(toastRecipe)
const Root = withProvider(Toast.Root, 'root')
const Title = withContext(Toast.Title, 'title')
const Description = withContext(Toast.Description, 'description')
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

/** Ark's toaster; the site mounts it through ToastHost (lazily), stories render it directly. */
export function Toaster() {
  // A task later: Ark's toast group starts its machine after mount (in a microtask), and a toast
  // created before that start is dropped, so a waiting toast goes to the store once it listens.
  useEffect(() => {
    let disconnect: (() => void) | undefined
    const timer = setTimeout(() => (disconnect = connectToaster(toastStore)), 0)
    return () => {
      clearTimeout(timer)
      disconnect?.()
    }
  }, [])
  return (
    <ArkToaster toaster={toastStore}>
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
