/**
 * A small, safe expression language for gateway conditions and the `expression` assignment: no code
 * runs, only comparisons over the form's values. `${days > 3 && type == 'sick'}`, `!urgent`,
 * `amount >= 1000 || level != 'A'`. Identifiers name form fields (`a.b` reads nested values); unknown
 * ones are undefined.
 */
type Token =
  { t: 'num'; v: number } | { t: 'str'; v: string } | { t: 'id'; v: string } | { t: 'op'; v: string }

const OPS = ['&&', '||', '==', '!=', '>=', '<=', '>', '<', '!', '(', ')', ',', '[', ']']

export class ExpressionError extends Error {}

function tokenize(src: string): Token[] {
  const out: Token[] = []
  let i = 0
  while (i < src.length) {
    const c = src[i]!
    if (/\s/.test(c)) {
      i++
      continue
    }
    if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(src[i + 1] ?? '') && !lastIsValue(out))) {
      const m = /^-?[0-9]+(\.[0-9]+)?/.exec(src.slice(i))!
      out.push({ t: 'num', v: Number(m[0]) })
      i += m[0].length
      continue
    }
    if (c === "'" || c === '"') {
      let j = i + 1
      let s = ''
      while (j < src.length && src[j] !== c) {
        if (src[j] === '\\' && j + 1 < src.length) j++
        s += src[j]
        j++
      }
      if (j >= src.length) throw new ExpressionError('unterminated string')
      out.push({ t: 'str', v: s })
      i = j + 1
      continue
    }
    if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*/.exec(src.slice(i))!
      out.push({ t: 'id', v: m[0] })
      i += m[0].length
      continue
    }
    const op = OPS.find((o) => src.startsWith(o, i))
    if (!op) throw new ExpressionError(`unexpected “${c}”`)
    out.push({ t: 'op', v: op === '=' ? '==' : op })
    i += op.length
  }
  return out
}

const lastIsValue = (tokens: Token[]) => {
  const last = tokens[tokens.length - 1]
  return !!last && (last.t !== 'op' || last.v === ')' || last.v === ']')
}

type Node =
  | { k: 'lit'; v: unknown }
  | { k: 'var'; path: string[] }
  | { k: 'not'; e: Node }
  | { k: 'bin'; op: string; l: Node; r: Node }
  | { k: 'list'; items: Node[] }

/** Parses an expression (with or without `${ }`); throws ExpressionError when it is not one. */
export function parseExpression(source: string): Node {
  const src = source.trim().replace(/^\$\{([\s\S]*)\}$/, '$1')
  const tokens = tokenize(src)
  let pos = 0
  const peek = () => tokens[pos]
  const isOp = (v: string) => peek()?.t === 'op' && peek()!.v === v
  const expect = (v: string) => {
    if (!isOp(v)) throw new ExpressionError(`expected “${v}”`)
    pos++
  }
  const or = (): Node => {
    let l = and()
    while (isOp('||')) {
      pos++
      l = { k: 'bin', op: '||', l, r: and() }
    }
    return l
  }
  const and = (): Node => {
    let l = cmp()
    while (isOp('&&')) {
      pos++
      l = { k: 'bin', op: '&&', l, r: cmp() }
    }
    return l
  }
  const cmp = (): Node => {
    const l = unary()
    const t = peek()
    if (t?.t === 'op' && ['==', '!=', '>', '>=', '<', '<='].includes(t.v)) {
      pos++
      return { k: 'bin', op: t.v, l, r: unary() }
    }
    if (t?.t === 'id' && t.v === 'in') {
      pos++
      return { k: 'bin', op: 'in', l, r: unary() }
    }
    return l
  }
  const unary = (): Node => {
    if (isOp('!')) {
      pos++
      return { k: 'not', e: unary() }
    }
    return primary()
  }
  const primary = (): Node => {
    const t = peek()
    if (!t) throw new ExpressionError('unexpected end')
    pos++
    if (t.t === 'num' || t.t === 'str') return { k: 'lit', v: t.v }
    if (t.t === 'id') {
      if (t.v === 'true') return { k: 'lit', v: true }
      if (t.v === 'false') return { k: 'lit', v: false }
      if (t.v === 'null') return { k: 'lit', v: null }
      return { k: 'var', path: t.v.split('.') }
    }
    if (t.v === '(') {
      const e = or()
      expect(')')
      return e
    }
    if (t.v === '[') {
      const items: Node[] = []
      while (!isOp(']')) {
        items.push(or())
        if (!isOp(']')) expect(',')
      }
      pos++
      return { k: 'list', items }
    }
    throw new ExpressionError(`unexpected “${t.v}”`)
  }
  const tree = or()
  if (pos !== tokens.length) throw new ExpressionError('unexpected text after the expression')
  return tree
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor'])

function evaluate(node: Node, vars: Record<string, unknown>): unknown {
  switch (node.k) {
    case 'lit':
      return node.v
    case 'var': {
      let v: unknown = vars
      for (const p of node.path) {
        if (FORBIDDEN.has(p) || v === null || typeof v !== 'object' || !Object.hasOwn(v, p)) return undefined
        v = (v as Record<string, unknown>)[p]
      }
      return v
    }
    case 'not':
      return !evaluate(node.e, vars)
    case 'list':
      return node.items.map((i) => evaluate(i, vars))
    case 'bin': {
      if (node.op === '&&') return !!evaluate(node.l, vars) && !!evaluate(node.r, vars)
      if (node.op === '||') return !!evaluate(node.l, vars) || !!evaluate(node.r, vars)
      const l = evaluate(node.l, vars)
      const r = evaluate(node.r, vars)
      if (node.op === 'in') return Array.isArray(r) && r.some((x) => loosely(l, x))
      if (node.op === '==') return loosely(l, r)
      if (node.op === '!=') return !loosely(l, r)
      const [a, b] = comparable(l, r)
      if (a === undefined || b === undefined) return false
      return node.op === '>' ? a > b : node.op === '>=' ? a >= b : node.op === '<' ? a < b : a <= b
    }
  }
}

/** Form values often arrive as strings: "5" equals 5, and compares as a number. */
function comparable(l: unknown, r: unknown): [number | string | undefined, number | string | undefined] {
  const num = (x: unknown) =>
    typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : NaN
  const a = num(l)
  const b = num(r)
  if (!Number.isNaN(a) && !Number.isNaN(b)) return [a, b]
  if (typeof l === 'string' && typeof r === 'string') return [l, r]
  return [undefined, undefined]
}

function loosely(l: unknown, r: unknown): boolean {
  if (l === r) return true
  if (l === null || l === undefined || r === null || r === undefined) return l == r
  const [a, b] = comparable(l, r)
  return a !== undefined && typeof a === typeof b && a === b
}

/** Evaluates an expression over the variables; a malformed expression throws ExpressionError. */
export function evaluateExpression(source: string, vars: Record<string, unknown>): unknown {
  return evaluate(parseExpression(source), vars)
}
