import { useEffect, type ReactElement, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

/** Renders no DOM of its own; its effect runs once the island below it has hydrated. */
function AfterHydration({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return children
}

/**
 * An island must render on the client exactly what the server rendered (docs/decisions/115-header-menus-as-islands.md).
 * React's production build does not report attribute mismatches during hydration, so this
 * compares the markup itself: the server's string, parsed by the browser, against the DOM of a
 * client-only first render. Then it hydrates a copy of the server HTML, as the islands runtime
 * does, and collects what React reports as recoverable errors; `hydrated` resolves when done.
 */
export function checkIsland(host: HTMLElement, element: ReactElement) {
  const serverHtml = renderToString(element)
  const parsed = document.createElement('div')
  parsed.innerHTML = serverHtml

  const clientOnly = document.createElement('div')
  const clientRoot = createRoot(clientOnly)
  flushSync(() => clientRoot.render(element))
  const clientHtml = clientOnly.innerHTML
  clientRoot.unmount()

  const container = document.createElement('div')
  container.innerHTML = serverHtml
  host.append(container)
  const hydrationErrors: unknown[] = []
  let root: ReturnType<typeof hydrateRoot> | undefined
  const hydrated = new Promise<void>((resolve) => {
    root = hydrateRoot(container, <AfterHydration onHydrated={resolve}>{element}</AfterHydration>, {
      onRecoverableError: (error) => hydrationErrors.push(error),
    })
  })
  return { serverHtml: parsed.innerHTML, clientHtml, hydrationErrors, container, hydrated, unmount: () => root?.unmount() }
}
