import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { UPLOAD_FILE_FIELD } from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../test/app'
import {
  HOSTILE_FILE_NAMES,
  hostileCases,
  multipartFile,
  seededRandom,
  type HostileCase,
} from './hostile-inputs'
import { createIsolationTenants, type IsolationTenants } from './isolation-tenants'
import { documentedOperations, type Operation } from './openapi-operations'
import { changedTables, tenantFingerprint, type Fingerprint } from './tenant-fingerprint'

const SEED = 20261124
const PER_FIELD = 3
const TOKEN_ENDPOINT = '/api/blade-auth/oauth/token'
const UPLOAD = '/api/blade-system/excel/upload'

/** Every call runs in the set-up, some thousands: well past jest's default, even on a busy machine. */
const SETUP_MS = 600_000

/** What is wrong with an answer to a hostile input, or null: never 5xx; a 400 is the contract's envelope. */
function problemOf(path: string, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return res.body.slice(0, 200)
  if (res.statusCode !== 400) return null
  const body = res.json()
  // The token endpoint answers OAuth2 errors, not the envelope (contract.md "Token endpoint").
  if (path === TOKEN_ENDPOINT) return body.error && body.error_description?.trim() ? null : res.body
  const envelope =
    [400, 404].includes(body.code) &&
    body.success === false &&
    typeof body.msg === 'string' &&
    body.msg.trim()
  return envelope ? null : res.body.slice(0, 200)
}

/** Issue 10 item 2: hostile inputs from the OpenAPI document's schemas, seeded so that a run repeats. */
describe(`fuzzing every route's query and body schema (${engineName})`, () => {
  let app: FastifyInstance
  let tenants: IsolationTenants
  let cases: { op: Operation; hostile: HostileCase }[]
  const problems: string[] = []
  let beforeB: Fingerprint
  let afterB: Fingerprint
  /** routes whose every hostile input was refused, yet A's rows changed */
  const writtenWhenRefused: string[] = []
  /** routes that accepted some input their schema allows (odd text stored as given) and wrote it */
  const writtenWhenAccepted: string[] = []
  let tried = 0

  beforeAll(async () => {
    app = await buildTestApp()
    const { operations, resolve } = await documentedOperations(app)
    tenants = await createIsolationTenants(app)
    const platform = (await app.tokens.verify(await tokenFor(app, '000000', 'admin')))!
    const random = seededRandom(SEED)
    cases = operations.flatMap((op) =>
      hostileCases(op, resolve, random, PER_FIELD).map((hostile) => ({ op, hostile })),
    )

    /** A's administrator calls, or the platform's where the route is the platform's alone. */
    const platformOnly = new Set<string>()
    const headersFor = async (op: Operation) => {
      if (op.public) return {}
      if (platformOnly.has(op.path))
        return {
          'blade-auth': `bearer ${await app.tokens.sign({ ...platform, sessionId: app.ids.next() }, 600)}`,
        }
      return { 'blade-auth': `bearer ${await tenants.token('adminA')}` }
    }
    const fingerprintA = () => tenantFingerprint(app, tenants.a)
    beforeB = await tenantFingerprint(app, tenants.b)
    let previous = await fingerprintA()
    for (const op of operations) {
      let accepted = 0
      const send = async (hostile: HostileCase) => {
        const request = {
          ...hostile.request,
          headers: { ...(await headersFor(op)), ...hostile.request.headers },
        }
        let res = await app.inject(request)
        if (res.statusCode === 403 && !platformOnly.has(op.path)) {
          platformOnly.add(op.path)
          res = await app.inject({
            ...request,
            headers: { ...(await headersFor(op)), ...hostile.request.headers },
          })
        }
        tried++
        if (res.statusCode < 300) accepted++
        const problem = problemOf(op.path, res)
        if (problem) problems.push(`${op.method} ${op.path} ${hostile.label} → ${res.statusCode}: ${problem}`)
      }
      // The first input finds out whose route it is; the rest go at once, as a busy server gets them,
      // so the server's work on one overlaps the database's on another.
      const [first, ...rest] = cases.filter((c) => c.op === op).map((c) => c.hostile)
      if (first) await send(first)
      await Promise.all(rest.map(send))
      const now = await fingerprintA()
      const changed = changedTables(previous, now)
      if (changed.length && !accepted)
        writtenWhenRefused.push(`${op.method} ${op.path}: ${changed.join(', ')}`)
      if (changed.length && accepted)
        writtenWhenAccepted.push(`${op.method} ${op.path}: ${changed.join(', ')}`)
      previous = now
    }
    for (const fileName of HOSTILE_FILE_NAMES) {
      const { payload, contentType } = multipartFile(UPLOAD_FILE_FIELD, fileName)
      const res = await app.inject({
        method: 'POST',
        url: UPLOAD,
        query: { functionCode: 'goods' },
        payload,
        headers: { 'content-type': contentType, 'blade-auth': `bearer ${await tenants.token('adminA')}` },
      })
      tried++
      const problem = problemOf(UPLOAD, res) ?? (res.statusCode === 400 ? null : 'accepted')
      if (problem)
        problems.push(
          `POST ${UPLOAD} file name ${JSON.stringify(fileName.slice(0, 40))} → ${res.statusCode}: ${problem}`,
        )
    }
    const changed = changedTables(previous, await fingerprintA())
    if (changed.length) writtenWhenRefused.push(`POST ${UPLOAD} hostile file names: ${changed.join(', ')}`)
    afterB = await tenantFingerprint(app, tenants.b)
  }, SETUP_MS)
  afterAll(() => app.close())

  it('the inputs are the same on every run (seeded)', () => {
    const again = seededRandom(SEED)
    const first = seededRandom(SEED)
    expect([again(), again(), again()]).toEqual([first(), first(), first()])
    expect(cases.length).toBeGreaterThan(3000)
  })

  it('no hostile input gets a 5xx, and every 400 is the contract’s envelope with a message', () => {
    expect(problems).toEqual([])
  })

  it('a route that refused every hostile input changed no row of A, and nothing changed B', () => {
    expect(writtenWhenRefused).toEqual([])
    expect(changedTables(beforeB, afterB)).toEqual([])
  })

  it('counts: inputs tried, 5xx 0', () => {
    const counts = {
      routes: new Set(cases.map((c) => c.op)).size,
      inputsTried: tried,
      serverErrorsOrBadEnvelopes: problems.length,
      routesWrittenWhenRefused: writtenWhenRefused.length,
      routesStoringAcceptedText: writtenWhenAccepted,
    }
    console.warn(`fuzzing (${engineName}): ${JSON.stringify(counts)}`)
    expect(counts).toMatchObject({ serverErrorsOrBadEnvelopes: 0, routesWrittenWhenRefused: 0 })
  })
})
