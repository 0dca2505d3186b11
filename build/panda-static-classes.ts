// A build step that turns Panda calls whose arguments are all literals (`css({ px: '4' })`,
// `button({ variant: 'solid' })`, `cx('a', 'b')`, slot recipes like `menu()`) into the class strings
// Panda's runtime would compute in the browser, so an island's code carries no styling runtime
// unless it styles something dynamically. Calls with any non-literal argument stay
// as they are and keep the runtime. Panda 2 ships this as "source transforms"
// (https://panda-css.com/docs/styling/source-transforms); this project is on Panda 1.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseAst, type Plugin } from 'vite'

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type Fn = (...args: unknown[]) => unknown

const SOURCES = /(^|\/)styled-system\/(css|recipes)(\/index\.mjs)?$/

/** Is this argument a literal value Panda can read without running the page's code? */
export function isStatic(node: Node): boolean {
  switch (node.type) {
    case 'Literal':
      return !(node as { regex?: unknown }).regex
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0
    case 'UnaryExpression':
      return node.operator === '-' && isStatic(node.argument as Node)
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).every((element) => element !== null && isStatic(element))
    case 'ObjectExpression':
      return (node.properties as Node[]).every((property) => property.type === 'Property' && !property.computed && property.kind === 'init' && !property.method && isStatic(property.value as Node))
    case 'Identifier':
      return node.name === 'undefined'
    default:
      return false
  }
}

function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child)
    return
  }
  const candidate = node as Node
  if (typeof candidate.type === 'string') yield candidate
  for (const key of Object.keys(candidate)) {
    if (key === 'type' || key === 'start' || key === 'end') continue
    const value = candidate[key]
    if (value && typeof value === 'object') yield* walk(value)
  }
}

/**
 * Rewrites the static Panda calls of one module. `functions` are the styled-system exports by
 * name (css, cx, button, menu...), run in Node exactly as the browser would run them.
 */
export function inlineStaticClasses(code: string, functions: Readonly<Record<string, Fn>>): string | null {
  if (!code.includes('styled-system/')) return null
  const ast = parseAst(code) as unknown as Node
  const local = new Map<string, Fn>()
  for (const statement of ast.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !SOURCES.test(String((statement.source as Node).value))) continue
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type !== 'ImportSpecifier') continue
      const imported = String((specifier.imported as Node).name ?? (specifier.imported as Node).value)
      const fn = functions[imported]
      if (typeof fn === 'function') local.set(String((specifier.local as Node).name), fn)
    }
  }
  if (local.size === 0) return null
  const replacements: { start: number; end: number; text: string }[] = []
  for (const node of walk(ast)) {
    if (node.type !== 'CallExpression' || (node.callee as Node).type !== 'Identifier') continue
    const fn = local.get(String((node.callee as Node).name))
    const args = node.arguments as Node[]
    if (!fn || !args.every(isStatic)) continue
    // Literal-only source (checked above): evaluating it runs nothing of the page's.
    const values = new Function(`return [${args.map((arg) => code.slice(arg.start, arg.end)).join(',')}]`)() as unknown[]
    const result = fn(...values)
    if (typeof result !== 'string' && (typeof result !== 'object' || result === null)) continue
    replacements.push({ start: node.start, end: node.end, text: JSON.stringify(result) })
  }
  if (replacements.length === 0) return null
  // Outermost calls win (a static call inside another static call is part of it).
  replacements.sort((a, b) => a.start - b.start || b.end - a.end)
  let output = ''
  let cursor = 0
  for (const replacement of replacements) {
    if (replacement.start < cursor) continue
    output += code.slice(cursor, replacement.start) + replacement.text
    cursor = replacement.end
  }
  return output + code.slice(cursor)
}

/** The Vite plugin: client and server builds alike, so both render the same class strings. */
export function pandaStaticClasses(styledSystemDir: string): Plugin {
  let functions: Record<string, Fn> | null = null
  const load = async () => {
    const [css, recipes] = await Promise.all([
      import(pathToFileURL(path.join(styledSystemDir, 'css/index.mjs')).href) as Promise<Record<string, Fn>>,
      import(pathToFileURL(path.join(styledSystemDir, 'recipes/index.mjs')).href) as Promise<Record<string, Fn>>,
    ])
    // cva/sva build recipe functions; their calls are not class strings.
    const { cva: _cva, sva: _sva, ...plain } = css
    return { ...plain, ...recipes }
  }
  return {
    name: 'panda-static-classes',
    apply: 'build',
    async transform(code, id) {
      // Panda's generated modules have no side effects: once every call of a module is inlined,
      // its import must not keep the runtime in the chunk.
      if (id.includes('/styled-system/')) return { code, map: null, moduleSideEffects: false }
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null
      functions ??= await load()
      const output = inlineStaticClasses(code, functions)
      return output === null ? null : { code: output, map: null }
    },
  }
}
