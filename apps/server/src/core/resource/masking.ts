import { maskPhone, type ResourceDef } from '@store/contract'
import type { Actor } from './service'

/** Whether the actor reads the resource's masked fields whole: it holds the HOV code. */
function reveals(def: ResourceDef, actor: Actor): boolean {
  const code = def.masked?.code
  return !code || actor.codes === 'all' || Boolean(actor.codes?.has(code))
}

/** The fields of this row the actor reads masked (none when it holds the code, or the row is not narrowed in). */
function maskedOf(def: ResourceDef, row: Record<string, unknown>, actor: Actor): readonly string[] {
  const masked = def.masked
  if (!masked || reveals(def, actor)) return []
  const only = masked.onlyWhere
  if (only && !only.values.includes(String(row[only.field]))) return []
  return masked.fields
}

/** The record as the actor may read it: masked fields hidden unless it holds their HOV code. */
export function maskedForActor<T extends Record<string, unknown>>(
  def: ResourceDef,
  record: T,
  actor: Actor,
): T {
  const fields = maskedOf(def, record, actor)
  if (fields.length === 0) return record
  const out: Record<string, unknown> = { ...record }
  for (const name of fields) if (typeof out[name] === 'string') out[name] = maskPhone(out[name] as string)
  return out as T
}

/**
 * The body without masked values sent back unchanged: a screen that read a member masked and saves it
 * must not store the mask over the real value.
 */
export function withoutEchoedMasks(
  def: ResourceDef,
  body: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  actor: Actor,
): Record<string, unknown> {
  if (!stored) return body
  const echoed = maskedOf(def, stored, actor).filter(
    (name) => typeof stored[name] === 'string' && body[name] === maskPhone(stored[name] as string),
  )
  if (echoed.length === 0) return body
  const kept = { ...body }
  for (const name of echoed) delete kept[name]
  return kept
}
