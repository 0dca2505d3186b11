// An island is declared once: its name and how the browser loads its component, in one object
// that the server's <Island of={…}> and the browser's runtime (start.ts) both read. The name is the
// declaration's key, so a page cannot write a name the browser does not know: it does not compile,
// and neither does a component whose props differ from the declared one's.
import type { ComponentType } from 'react'

export interface IslandDeclaration<P extends object = object> {
  readonly name: string
  /** The component's own module, requested only when the island hydrates (its own chunk). */
  readonly load: () => Promise<ComponentType<P>>
}

type PropsOf<C> = C extends (props: infer P) => unknown ? (P extends object ? P : object) : object

/** Every island of the site, by name. */
export type IslandDeclarations<C> = { readonly [K in keyof C & string]: IslandDeclaration<PropsOf<C[K]>> & { readonly name: K } }

/** `declareIslands({ 'bag-button': () => import('../bag/BagButton').then((m) => m.BagButton) })` */
export function declareIslands<C extends Record<string, unknown>>(loaders: { [K in keyof C]: () => Promise<C[K]> }): IslandDeclarations<C> {
  const declarations: Record<string, IslandDeclaration> = {}
  for (const [name, load] of Object.entries(loaders)) declarations[name] = { name, load: load as IslandDeclaration['load'] }
  return declarations as unknown as IslandDeclarations<C>
}
