// Where a click landed inside an island, as child indexes from its container. Hydration keeps the
// DOM nodes, but an island may swap a node after hydrating (a link that becomes a button once
// scripted, components/ui/use-hydrated.ts): the same position finds its successor.

export function pathFrom(container: Element, target: Element): number[] {
  const path: number[] = []
  let node: Element | null = target
  while (node && node !== container) {
    const parent: Element | null = node.parentElement
    if (!parent) return []
    path.unshift(Array.prototype.indexOf.call(parent.children, node) as number)
    node = parent
  }
  return path
}

export function elementAtPath(container: Element, path: readonly number[]): HTMLElement | null {
  let node: Element | undefined = container
  for (const index of path) {
    node = node?.children[index]
    if (!node) return null
  }
  return node === container ? null : (node as HTMLElement)
}
