import type { FastifyInstance } from 'fastify'
import { plausibleCall, type IdSource } from './call-builder'
import type { Operation, Schema } from './openapi-operations'

const DIGITS = /^\d{6,19}$/

/** Every id-like value (`id`, `…Id`) in an answer, by the key it was found under. */
function collectIds(value: unknown, into: Map<string, Set<string>>): void {
  if (Array.isArray(value)) value.forEach((v) => collectIds(v, into))
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'id' || key.endsWith('Id')) && typeof v === 'string' && DIGITS.test(v))
        into.set(key, (into.get(key) ?? new Set()).add(v))
      else collectIds(v, into)
    }
  }
}

/** What a tenant's administrator reads from every documented GET: ids by route folder and by key. */
async function readAll(
  app: FastifyInstance,
  gets: Operation[],
  resolve: (s: Schema) => Schema,
  token: () => Promise<string>,
) {
  const byFolder = new Map<string, Set<string>>()
  const byKey = new Map<string, Set<string>>()
  for (const op of gets) {
    const res = await app.inject(
      plausibleCall(op, resolve, () => [], { 'blade-auth': `bearer ${await token()}` }),
    )
    if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue
    const found = new Map<string, Set<string>>()
    collectIds(res.json().data, found)
    const folder = op.path.slice(0, op.path.lastIndexOf('/'))
    for (const [key, values] of found) {
      for (const v of values) byKey.set(key, (byKey.get(key) ?? new Set()).add(v))
      if (key === 'id')
        for (const v of values) byFolder.set(folder, (byFolder.get(folder) ?? new Set()).add(v))
    }
  }
  return { byFolder, byKey }
}

/**
 * The ids only tenant B's administrator reads (platform rows both see are left out), and an id
 * source for calls: a route's `id`/`ids` get B's ids read from the same folder of routes, `xxxId`
 * gets B's ids found under that key, `tenantId` is B.
 */
export async function otherTenantIds(
  app: FastifyInstance,
  operations: Operation[],
  resolve: (s: Schema) => Schema,
  tenantB: string,
  tokenA: () => Promise<string>,
  tokenB: () => Promise<string>,
): Promise<{ exclusive: Set<string>; forPath: (path: string) => IdSource }> {
  const gets = operations.filter((op) => op.method === 'GET' && !op.public)
  const seenByA = await readAll(app, gets, resolve, tokenA)
  const seenByB = await readAll(app, gets, resolve, tokenB)
  const aIds = new Set([...seenByA.byKey.values()].flatMap((s) => [...s]))
  const only = (s: Set<string> | undefined) => [...(s ?? [])].filter((id) => !aIds.has(id))
  const exclusive = new Set([...seenByB.byKey.values()].flatMap(only))
  const all = [...exclusive]
  return {
    exclusive,
    forPath: (path) => (name) => {
      if (name === 'tenantId') return [tenantB]
      const folder = path.slice(0, path.lastIndexOf('/'))
      const key = name.replace(/s$/, '')
      const found = key === 'id' ? only(seenByB.byFolder.get(folder)) : only(seenByB.byKey.get(key))
      return found.length ? found : all
    },
  }
}
