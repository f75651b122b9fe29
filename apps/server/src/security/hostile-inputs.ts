import type { InjectOptions } from 'fastify'
import { plausible } from './call-builder'
import type { Operation, Schema } from './openapi-operations'

/** A small seeded generator (mulberry32): the same seed gives the same inputs on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const HUGE = 'A'.repeat(100_000)
/** Text no field should choke on: huge, control and odd unicode characters, SQL, script, paths. */
const TEXT = [
  HUGE,
  '\u0000',
  'nul\u0000inside',
  '\u0001\u0007\b\u001b[31m\u007f',
  '\r\n\t\v\f',
  '\u202e\ufeff\u200b\u00ad',
  '𝕏😀👨‍👩‍👧\ud800',
  "' OR '1'='1",
  '1; DROP TABLE sys_user; --',
  "%' UNION SELECT tenant_id, password FROM blade_user --",
  '%_\\',
  '$1::text',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'file\u0000.xlsx',
  '__proto__',
  'constructor',
]
/** Values of the wrong JSON type for any field. */
const WRONG_TYPES: unknown[] = [
  null,
  12345,
  -1,
  1e308,
  true,
  {},
  [],
  [null],
  { $ne: 1 },
  JSON.parse('{"__proto__":{"admin":1}}'),
]
/** Numbers and paging values out of every range. */
const NUMBERS = [
  '-1',
  '0',
  '-9223372036854775809',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '2.5',
  '0x10',
  ' 1',
  '',
]
/** Whole bodies that are not the object the route expects. */
const BODIES: (string | object)[] = [
  'null',
  '[]',
  '"text"',
  '12',
  '{',
  '{"a":',
  nested(300),
  '{"__proto__":{"isAdmin":true}}',
]

function nested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}

/** One request that breaks the operation's schema, with what it breaks. */
export interface HostileCase {
  label: string
  request: InjectOptions
}

const pick = <T>(random: () => number, from: T[], count: number): T[] => {
  const chosen = new Set<T>()
  while (chosen.size < Math.min(count, from.length)) chosen.add(from[Math.floor(random() * from.length)]!)
  return [...chosen]
}

const isNumeric = (s: Schema) => ['integer', 'number'].includes([s.type].flat()[0] ?? '')
const asQueryValue = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v))

/**
 * Hostile requests for an operation: each query parameter and each body field in turn gets values
 * drawn (seeded) from the text, wrong-type and number pools; then whole bodies that are not objects.
 * The other fields keep a plausible value (required query parameters, and a body the schema would
 * take), so that the attacked value is what the validator and the handler meet.
 */
export function hostileCases(
  op: Operation,
  resolve: (s: Schema) => Schema,
  random: () => number,
  perField: number,
): HostileCase[] {
  const cases: HostileCase[] = []
  const baseQuery = Object.fromEntries(op.query.filter((p) => p.required).map((p) => [p.name, '1']))
  for (const p of op.query) {
    const numeric = isNumeric(p.schema)
    const pool = numeric
      ? [...NUMBERS, ...pick(random, TEXT, 2)]
      : [...TEXT, ...WRONG_TYPES.map(asQueryValue)]
    for (const value of pick(random, pool, numeric ? perField + 2 : perField))
      cases.push({
        label: `query ${p.name}=${describe(value)}`,
        request: { method: op.method, url: op.path, query: { ...baseQuery, [p.name]: value } },
      })
  }
  if (op.body) {
    const body = resolve(op.body)
    const base = plausible(body, resolve, 'body', () => []) as Record<string, unknown>
    for (const [name, field] of Object.entries(body.properties ?? {})) {
      const pool = isNumeric(resolve(field)) ? [...WRONG_TYPES, ...NUMBERS, HUGE] : [...WRONG_TYPES, ...TEXT]
      for (const value of pick(random, pool, perField))
        cases.push({
          label: `body ${name}=${describe(value)}`,
          request: { method: op.method, url: op.path, query: baseQuery, payload: { ...base, [name]: value } },
        })
    }
    for (const raw of BODIES)
      cases.push({
        label: `body ${describe(raw)}`,
        request: {
          method: op.method,
          url: op.path,
          query: baseQuery,
          payload: raw as string,
          headers: { 'content-type': 'application/json' },
        },
      })
  }
  return cases
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 20)}…(${text.length})` : text)
}

/** File names that try to climb out of the upload folder or hide their type. */
export const HOSTILE_FILE_NAMES = [
  '../../../../tmp/escaped.xlsx',
  '..\\..\\..\\escaped.xlsx',
  '/etc/passwd',
  'report.xlsx\u0000.sh',
  'report.xlsx/../../escaped.xlsx',
  '%2e%2e%2fescaped.xlsx',
  '.xlsx',
  'A'.repeat(5000) + '.xlsx',
]

/** A multipart body with one file part under `field` (content that is not a workbook). */
export function multipartFile(field: string, fileName: string): { payload: Buffer; contentType: string } {
  const boundary = 'storedeskfuzzboundary'
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n` +
      `not a workbook\r\n--${boundary}--\r\n`,
  )
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` }
}
