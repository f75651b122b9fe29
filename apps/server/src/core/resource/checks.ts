import { sql } from 'drizzle-orm'
import type { Locale } from '@store/contract'
import type { Tx } from '../db/database'
import { badRequest } from '../errors'
import type { Actor } from './service'

type Label = Record<Locale, string>

/** Spec §5 "URL: http, https or ftp": an absolute address with a host. */
export function isUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.host !== ''
  } catch {
    return false
  }
}

/** An empty value passes: whether the field is required is the schema's business. */
export function assertUrl(value: unknown, label: Label, locale: Locale): void {
  if (value === null || value === undefined || value === '') return
  if (!isUrl(String(value))) throw badRequest('urlInvalid', { field: label[locale] })
}

export function assertJson(value: unknown, label: Label, locale: Locale): void {
  if (value === null || value === undefined) return
  try {
    JSON.parse(String(value))
  } catch {
    throw badRequest('jsonInvalid', { field: label[locale] })
  }
}

/** The tenant a write runs in: the actor's, else the transaction's own (the server's own work). */
export async function tenantOf(tx: Tx, actor: Actor): Promise<string> {
  if (actor.session) return actor.session.tenantId
  const { rows } = await tx.execute<{ tenant: string }>(
    sql`SELECT current_setting('app.tenant_id') AS tenant`,
  )
  return rows[0]!.tenant
}
