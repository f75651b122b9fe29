import { asc, eq } from 'drizzle-orm'
import {
  PAYMENT_METHODS,
  posUrlResource,
  type FunctionSwitch,
  type Locale,
  type PayMethodSetting,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { assertValuesFree } from '../../core/resource/unique-values'
import { basicdataExists } from '../basicdata/service'
import { assertUrl } from '../settings/checks'
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
    paymentMethodName: PAYMENT_METHODS[r.paymentMethod as keyof typeof PAYMENT_METHODS]?.[locale] ?? '',
  }))
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
