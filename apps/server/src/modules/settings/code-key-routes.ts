import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { codeKeyResource, type SerialDatePattern, type SerialResetPeriod } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { resourceKit } from '../../core/resource/resource-kit'
import { codeKey, codeKeyCounter } from './schema'
import { resetTooFine } from './serials'

/** What fixes the numbers a rule has issued: none of it may change once it has issued one. */
const FORMAT = ['code', 'prefix', 'datePattern', 'width', 'resetPeriod'] as const

/**
 * A rule's reset period may not be finer than its date part (daily numbers need the day in them),
 * and a rule that has issued numbers keeps its format, so no number can come out twice.
 */
const codeKeyRules: WriteRules = {
  async beforeSave(tx, row) {
    const pattern = row.datePattern as SerialDatePattern
    const period = row.resetPeriod as SerialResetPeriod
    if (resetTooFine(pattern, period)) throw badRequest('serialResetTooFine', { period, pattern })
    if (!row.id) return
    const [stored] = await tx
      .select()
      .from(codeKey)
      .where(eq(codeKey.id, String(row.id)))
    if (!stored || FORMAT.every((f) => (stored[f] ?? '') === (row[f] ?? ''))) return
    const [issued] = await tx
      .select({ code: codeKeyCounter.code })
      .from(codeKeyCounter)
      .where(eq(codeKeyCounter.code, stored.code))
      .limit(1)
    if (issued) throw badRequest('serialFormatLocked', { code: stored.code })
  },
}

/** spec §7 System "codeKey": saveOrUpdate, page, GET remove (and detail for the edit form). */
export default async function codeKeyRoutes(app: FastifyInstance) {
  const kit = resourceKit(app, codeKeyResource, codeKey as unknown as ResourceTable, { rules: codeKeyRules })
  kit.page('page')
  kit.detail('detail')
  kit.submit('saveOrUpdate')
  kit.remove('remove', { method: 'GET' })
}
