import { createElement, type ComponentType, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { IslandDeclaration } from './declare'
import { IslandRoot } from './IslandRoot'
import { ISLAND_ATTRIBUTES, type IslandWhen } from './protocol'

export interface IslandProps<P extends object> {
  /** The island's declaration (its domain's islands.ts): its name, and how the browser loads it. */
  of: IslandDeclaration<P>
  /** The same component the declaration loads: the server renders it now, the browser hydrates it later. */
  component: ComponentType<P>
  /** Serialized into the HTML as JSON: plain data only (no functions, no elements). */
  props: P
  /** When the browser hydrates it (lib/islands/protocol.ts). @default 'idle' */
  when?: IslandWhen
  /** Tells two islands of one name on a page apart (their useId prefixes must differ). */
  instance?: string
  /** The container element; 'span' inside phrasing content. @default 'div' */
  as?: 'div' | 'span'
  /** For an `intent` island: hydrate anyway this many ms after the runtime starts. */
  wakeAfterMs?: number
  /** For an `intent` island: hydrate as soon as the runtime starts when this tab's sessionStorage holds this key. */
  wakeIfStored?: string
  /** What a client-only island shows until its code has rendered (server markup only). */
  fallback?: ReactElement
}

/**
 * Server side of an island (decision 110): renders the component as its own React root, exactly
 * as lib/islands/mount.tsx will hydrate it (same wrapper, same useId prefix), so the markup
 * matches; the page around it is static HTML that no script ever renders again.
 */
export function Island<P extends object>({ of, component, props, when = 'idle', instance, as = 'div', wakeAfterMs, wakeIfStored, fallback }: IslandProps<P>) {
  const { name } = of
  const id = instance ? `${name}.${instance}` : name
  const attributes = {
    [ISLAND_ATTRIBUTES.name]: name,
    [ISLAND_ATTRIBUTES.id]: id,
    [ISLAND_ATTRIBUTES.when]: when,
    [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
    ...(wakeAfterMs === undefined ? {} : { [ISLAND_ATTRIBUTES.wakeAfter]: String(wakeAfterMs) }),
    ...(wakeIfStored === undefined ? {} : { [ISLAND_ATTRIBUTES.wakeIfStored]: wakeIfStored }),
    style: { display: 'contents' },
  }
  // In a browser (Storybook renders whole pages client-side) the island is simply live.
  if (typeof window !== 'undefined') return createElement(as, attributes, createElement(component, props))
  const html = when === 'client' ? (fallback ? renderToString(fallback) : '') : renderToString(createElement(IslandRoot, null, createElement(component, props)), { identifierPrefix: `${id}:` })
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } })
}
