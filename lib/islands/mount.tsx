import { createElement, type ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { IslandRoot } from './IslandRoot'

/**
 * Hydrates (or, for a client-only island, renders) one island into its container. Loaded by
 * lib/islands/start.ts after the largest paint, so React is never part of the HTML's own requests.
 */
export function mountIsland(container: Element, component: ComponentType<object>, props: object, options: { id: string; clientOnly: boolean; onSettled: () => void }) {
  const element = createElement(IslandRoot, { onSettled: options.onSettled }, createElement(component, props))
  const reportRecoverable = (error: unknown) => console.error(`Island ${options.id}:`, error)
  if (options.clientOnly) {
    const root = createRoot(container, { identifierPrefix: `${options.id}:`, onRecoverableError: reportRecoverable })
    root.render(element)
    return root
  }
  return hydrateRoot(container, element, { identifierPrefix: `${options.id}:`, onRecoverableError: reportRecoverable })
}
