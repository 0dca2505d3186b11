// The UPDATE and DELETE statements without WHERE in a function body (its prosrc), read from the
// text as pg-safeupdate reads the parsed statement: a statement's own WHERE counts, one in a
// subquery does not, a CTE's UPDATE or DELETE needs its own, `delete ... using` is no WHERE, and
// `where true` or `where current of` is one
// (https://github.com/eradman/pg-safeupdate/blob/master/safeupdate.c). It fails closed: an
// `update` or `delete` word it cannot place, and dynamic SQL (EXECUTE), are findings too.

export interface Finding {
  kind: 'UPDATE without WHERE' | 'DELETE without WHERE' | 'unplaced update/delete' | 'dynamic SQL'
  /** The statement's first characters, to find it in the source. */
  at: string
}

interface Token {
  text: string
  start: number
}

const OPERATOR_CHARS = new Set('+-*/<>=~!@#%^&|`?:.')

function tokenize(sql: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < sql.length) {
    const c = sql[i]!
    const next = sql[i + 1]
    if (/\s/.test(c)) {
      i += 1
    } else if (c === '-' && next === '-') {
      while (i < sql.length && sql[i] !== '\n') i += 1
    } else if (c === '/' && next === '*') {
      let depth = 0
      do {
        if (sql.startsWith('/*', i)) {
          depth += 1
          i += 2
        } else if (sql.startsWith('*/', i)) {
          depth -= 1
          i += 2
        } else i += 1
      } while (depth > 0 && i < sql.length)
    } else if (c === "'" || ((c === 'e' || c === 'E') && next === "'")) {
      // A string literal: '' doubles a quote; in E'' a backslash escapes the next character.
      const start = i
      const escapes = c !== "'"
      i += escapes ? 2 : 1
      while (i < sql.length) {
        if (escapes && sql[i] === '\\') i += 2
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2
        else if (sql[i] === "'") {
          i += 1
          break
        } else i += 1
      }
      tokens.push({ text: "'", start })
    } else if (c === '"') {
      const start = i
      i += 1
      while (i < sql.length && !(sql[i] === '"' && sql[i + 1] !== '"')) i += sql[i] === '"' ? 2 : 1
      i += 1
      tokens.push({ text: `"${sql.slice(start + 1, i - 1)}"`, start })
    } else if (c === '$' && /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.test(sql.slice(i))) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))![0]
      const end = sql.indexOf(tag, i + tag.length)
      tokens.push({ text: "'", start: i })
      i = end < 0 ? sql.length : end + tag.length
    } else if (/[A-Za-z_]/.test(c)) {
      const start = i
      while (i < sql.length && /[A-Za-z0-9_$]/.test(sql[i]!)) i += 1
      tokens.push({ text: sql.slice(start, i).toLowerCase(), start })
    } else if (/[0-9]/.test(c)) {
      const start = i
      while (i < sql.length && /[0-9.eE]/.test(sql[i]!)) i += 1
      tokens.push({ text: '0', start })
    } else if (OPERATOR_CHARS.has(c)) {
      const start = i
      while (i < sql.length && OPERATOR_CHARS.has(sql[i]!) && !sql.startsWith('--', i) && !sql.startsWith('/*', i)) i += 1
      tokens.push({ text: sql.slice(start, i), start })
    } else {
      tokens.push({ text: c, start: i })
      i += 1
    }
  }
  return tokens
}

// What may stand before an UPDATE or DELETE statement: the start of the body, the end of the
// statement before it, a CTE's or subquery's opening parenthesis, the end of a WITH list, and the
// PL/pgSQL words after which a statement begins (`<<label>>` ends with ">>").
const STATEMENT_BEFORE = new Set(['', ';', '(', ')', 'then', 'else', 'loop', 'begin', 'query', '>>'])
// Where the words are no statement: FOR [NO KEY] UPDATE, ON CONFLICT DO UPDATE, ON UPDATE/DELETE
// actions, trigger events (BEFORE/AFTER/INSTEAD OF, OR), privilege lists.
const NOT_A_STATEMENT_BEFORE = new Set(['for', 'key', 'do', 'on', 'before', 'after', 'of', 'or', ',', 'grant'])

export function unqualifiedDml(source: string): Finding[] {
  const tokens = tokenize(source)
  const findings: Finding[] = []
  const excerpt = (token: Token) => source.slice(token.start, token.start + 80).replace(/\s+/g, ' ')
  const depthAt: number[] = []
  let depth = 0
  for (const token of tokens) {
    if (token.text === ')') depth -= 1
    depthAt.push(depth)
    if (token.text === '(') depth += 1
  }

  tokens.forEach((token, index) => {
    if (token.text === 'execute' && tokens[index + 1]?.text !== 'function' && tokens[index + 1]?.text !== 'procedure') {
      findings.push({ kind: 'dynamic SQL', at: excerpt(token) })
      return
    }
    if (token.text !== 'update' && token.text !== 'delete') return
    const before = tokens[index - 1]?.text ?? ''
    if (NOT_A_STATEMENT_BEFORE.has(before)) return
    if (!STATEMENT_BEFORE.has(before)) {
      findings.push({ kind: 'unplaced update/delete', at: excerpt(token) })
      return
    }
    const level = depthAt[index]!
    let qualified = false
    for (let j = index + 1; j < tokens.length; j += 1) {
      const text = tokens[j]!.text
      const at = depthAt[j]!
      if (at < level || (at === level && text === ';')) break
      if (at === level && text === 'where') {
        qualified = true
        break
      }
    }
    if (!qualified) findings.push({ kind: token.text === 'update' ? 'UPDATE without WHERE' : 'DELETE without WHERE', at: excerpt(token) })
  })
  return findings
}
