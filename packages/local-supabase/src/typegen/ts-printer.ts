// A tiny printer for TypeScript type literals that lays them out as Prettier does with the
// options `supabase gen types typescript` formats with (postgres-meta
// src/server/templates/typescript.ts: parser typescript, semi false, otherwise Prettier's
// defaults: print width 80, 2 spaces, double quotes, trailing commas). Only the shapes that
// template produces are handled.

const WIDTH = 80

export type TypeNode =
  /** Text that never breaks: `string | null`, `Database["public"]["Tables"]["x"]["Row"]`. */
  | { kind: 'text'; text: string }
  /**
   * An object type. `hard`: always one member per line (the template wrote a newline after `{`,
   * which Prettier keeps); otherwise on one line when it fits.
   */
  | { kind: 'object'; members: Member[]; hard: boolean; suffix?: string }
  /** A tuple of object types, one per line with trailing commas (`Relationships`). */
  | { kind: 'tuple'; items: TypeNode[] }
  /** A union of object types (overloaded functions). */
  | { kind: 'union'; items: TypeNode[] }

export type Member = { key: string; optional?: boolean; value: TypeNode } | { indexSignature: string }

export const text = (value: string): TypeNode => ({ kind: 'text', text: value })
export const hardObject = (members: Member[], suffix?: string): TypeNode => ({ kind: 'object', members, hard: true, suffix })
export const softObject = (members: Member[]): TypeNode => ({ kind: 'object', members, hard: false })

/** Prettier's quoteProps "as-needed": a key is quoted only when it is not an identifier. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name)
}

function memberHead(member: Extract<Member, { key: string }>): string {
  return `${propertyKey(member.key)}${member.optional ? '?' : ''}: `
}

/** The node on one line, or null when it must break. */
function flat(node: TypeNode): string | null {
  switch (node.kind) {
    case 'text':
      return node.text
    case 'object': {
      if (node.members.length === 0) return `{}${node.suffix ?? ''}`
      if (node.hard) return null
      const parts: string[] = []
      for (const member of node.members) {
        if ('indexSignature' in member) return null
        const value = flat(member.value)
        if (value === null) return null
        parts.push(memberHead(member) + value)
      }
      return `{ ${parts.join('; ')} }${node.suffix ?? ''}`
    }
    case 'tuple':
      return node.items.length === 0 ? '[]' : null
    case 'union':
      return null
  }
}

/** Prints `node` that starts `column` characters into a line indented by `indent`. */
export function printType(node: TypeNode, indent: number, column: number): string {
  const oneLine = flat(node)
  if (oneLine !== null && column + oneLine.length <= WIDTH) return oneLine
  const pad = ' '.repeat(indent)
  switch (node.kind) {
    case 'text':
      return node.text
    case 'object': {
      const lines = node.members.map((member) => {
        if ('indexSignature' in member) return `${pad}  ${member.indexSignature}`
        const head = memberHead(member)
        if (member.value.kind === 'union') return `${pad}  ${head.trimEnd()}${printUnion(member.value, indent + 2)}`
        return `${pad}  ${head}${printType(member.value, indent + 2, indent + 2 + head.length)}`
      })
      return `{\n${lines.join('\n')}\n${pad}}${node.suffix ?? ''}`
    }
    case 'tuple':
      return `[\n${node.items.map((item) => `${pad}  ${printType(item, indent + 2, indent + 2)},`).join('\n')}\n${pad}]`
    case 'union':
      return printUnion(node, indent)
  }
}

/** `key:` then one `| {` alternative per line, as Prettier breaks a union of objects. */
function printUnion(node: Extract<TypeNode, { kind: 'union' }>, keyIndent: number): string {
  return node.items.map((item) => `\n${' '.repeat(keyIndent + 2)}| ${printType(item, keyIndent + 4, keyIndent + 4)}`).join('')
}
