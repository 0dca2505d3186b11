import { createElement, startTransition, type ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { IslandRoot } from './IslandRoot'

/**
 * Hydrates (or, for a client-only island, renders) one island into its container. Loaded by
 * lib/islands/start.ts after the largest paint, so React is never part of the HTML's own requests.
 *
 * Both run inside a transition, as React Router's default client entry does
 * (https://reactrouter.com/api/framework-conventions/entry.client.tsx): a default-priority
 * hydration renders a whole island in one task, which a slow phone feels as a frozen page; a
 * transition yields to the browser every few milliseconds (docs/decisions/110-islands-html-only-pages.md).
 */
export function mountIsland(container: Element, component: ComponentType<object>, props: object, options: { id: string; clientOnly: boolean; onSettled: () => void }): void {
  const element = createElement(IslandRoot, { onSettled: options.onSettled }, createElement(component, props))
  const reportRecoverable = (error: unknown) => console.error(`Island ${options.id}:`, error)
  if (options.clientOnly) {
    const root = createRoot(container, { identifierPrefix: `${options.id}:`, onRecoverableError: reportRecoverable })
    startTransition(() => root.render(element))
    return
  }
  startTransition(() => {
    hydrateRoot(container, element, { identifierPrefix: `${options.id}:`, onRecoverableError: reportRecoverable })
  })
}
