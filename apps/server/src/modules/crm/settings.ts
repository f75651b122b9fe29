import { asc, eq, sql } from 'drizzle-orm'
import {
  PAYMENT_METHODS,
  posUrlResource,
  type FunctionSwitch,
  type Locale,
  type PayMethodSaveBody,
  type PayMethodSetting,
} from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import type { ResourceTable } from '../../core/resource/query'
import type { Actor, WriteRules } from '../../core/resource/service'
import { assertValuesFree } from '../../core/resource/unique-values'
import { basicdataExists } from '../basicdata'
import { assertUrl } from '../../core/resource/checks'
import { crmFunction, crmPayMethod, crmPosUrl } from './schema'

const { fields } = posUrlResource

/** A POS address: spec §5's URL rule, a code unique in the tenant, a live shop. */
export const posUrlRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    assertUrl(row.posUrl, fields.posUrl!.label, actor.locale)
    await assertValuesFree(
      tx,
      posUrlResource,
      crmPosUrl as unknown as ResourceTable,
      row,
      ['posCode'],
      actor.locale,
    )
    if (row.shopId && !(await basicdataExists(tx, 'shop', String(row.shopId)))) {
      throw badRequest('referenceMissing', { field: fields.shopId!.label[actor.locale] })
    }
  },
}

/** The tenant's prepaid payment methods, each named in the caller's language. */
export async function payMethods(tx: Tx, locale: Locale): Promise<PayMethodSetting[]> {
  const rows = await tx
    .select({
      paymentMethod: crmPayMethod.paymentMethod,
      isSupported: crmPayMethod.isSupported,
      isEnabled: crmPayMethod.isEnabled,
    })
    .from(crmPayMethod)
    .orderBy(asc(crmPayMethod.paymentMethod))
  return rows.map((r) => ({
    ...r,
    paymentMethodName: methodName(r.paymentMethod, locale),
  }))
}

const methodName = (method: number, locale: Locale) =>
  PAYMENT_METHODS[method as keyof typeof PAYMENT_METHODS]?.[locale] ?? String(method)

/**
 * Switches a prepaid payment method on or off, in the caller's transaction: the row is locked, a
 * method the tenant is not supported for (or has no row of) may not be switched on, and one audit
 * row holds the setting before and after.
 */
export async function savePayMethod(
  tx: Tx,
  ids: IdGenerator,
  { paymentMethod, isEnabled }: PayMethodSaveBody,
  actor: Actor,
): Promise<PayMethodSetting> {
  const [stored] = await tx
    .select({ isSupported: crmPayMethod.isSupported, isEnabled: crmPayMethod.isEnabled })
    .from(crmPayMethod)
    .where(eq(crmPayMethod.paymentMethod, paymentMethod))
    .for('update')
  if (!stored || (isEnabled === 1 && stored.isSupported !== 1))
    throw badRequest('payMethodUnsupported', { name: methodName(paymentMethod, actor.locale) })
  await tx
    .update(crmPayMethod)
    .set({ isEnabled, updateUser: actor.userId, updateTime: sql`now()` })
    .where(eq(crmPayMethod.paymentMethod, paymentMethod))
  await recordAudit(tx, ids, {
    resource: 'crm-pay-method',
    action: 'update',
    recordIds: [String(paymentMethod)],
    before: { paymentMethod, isEnabled: stored.isEnabled },
    after: { paymentMethod, isEnabled },
    userId: actor.userId,
    requestId: actor.requestId,
  })
  return {
    paymentMethod,
    paymentMethodName: methodName(paymentMethod, actor.locale),
    isSupported: stored.isSupported,
    isEnabled,
  }
}

/** A CRM function of the tenant; one never switched on reads as off, with no settings. */
export async function functionSwitch(tx: Tx, functionName: string): Promise<FunctionSwitch> {
  const [row] = await tx
    .select({ enabled: crmFunction.enabled, config: crmFunction.config })
    .from(crmFunction)
    .where(eq(crmFunction.functionName, functionName))
  return {
    functionName,
    enabled: row?.enabled ?? 0,
    config: (row?.config as Record<string, unknown> | null | undefined) ?? null,
  }
}
