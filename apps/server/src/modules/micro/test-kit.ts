import type { FastifyInstance } from 'fastify'
import { inArray } from 'drizzle-orm'
import { microAppResource, type MicroAppEntry } from '@store/contract'
import { enterTenant } from '../../core/db/database'
import { auth } from '../../test/app'
import { tenant } from '../tenant/schema'
import { microApp, microAppGray, microAppVersion } from './schema'

export const BASE = microAppResource.basePath

/** A sub-app name of the test file's own: on PostgreSQL every test file shares one database. */
export const ownAppName = (prefix: string) => `t${prefix}${Date.now().toString(36)}${process.pid % 100}`

export const post = (app: FastifyInstance, url: string, token: string, payload: unknown, lang = 'zh_CN') =>
  app.inject({ method: 'POST', url: `${url}?lang=${lang}`, headers: auth(token), payload: payload as object })

/** Adds a federated sub-app to the catalogue through the platform administrator's route. */
export async function catalogueApp(
  app: FastifyInstance,
  platformToken: string,
  name: string,
  values: Record<string, unknown> = {},
): Promise<string> {
  const res = await post(app, `${BASE}/submit`, platformToken, {
    name,
    baseroute: `/${name}`,
    component: 'federation',
    ...values,
  })
  if (res.json().code !== 200) throw new Error(`cannot add ${name}: ${res.body}`)
  return res.json().data.id
}

/** The caller's registry, by app name. */
export async function registryOf(app: FastifyInstance, token: string): Promise<Map<string, MicroAppEntry>> {
  const res = await app.inject({ url: `${BASE}/registry`, headers: auth(token) })
  if (res.statusCode !== 200) throw new Error(res.body)
  return new Map((res.json().data as MicroAppEntry[]).map((e) => [e.name, e]))
}

/** Removes the test's apps with their versions and every tenant's pins. */
export async function removeApps(app: FastifyInstance, names: string[]): Promise<void> {
  if (!names.length) return
  await app.db.withSystem(async (tx) => {
    for (const t of await tx.select({ tenantId: tenant.tenantId }).from(tenant)) {
      await enterTenant(tx, t.tenantId)
      await tx.delete(microAppGray).where(inArray(microAppGray.name, names))
    }
    await tx.delete(microAppVersion).where(inArray(microAppVersion.name, names))
    await tx.delete(microApp).where(inArray(microApp.name, names))
  })
  app.microRegistry.invalidate()
}
