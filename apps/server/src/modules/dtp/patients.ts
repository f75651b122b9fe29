import type { WriteRules } from '../../core/resource/service'
import { badRequest } from '../../core/errors'
import { memberExists } from '../insider'

/** A patient linked to a member names a live member of the tenant (through the member service). */
export const patientRules: WriteRules = {
  async beforeSave(tx, row) {
    if (
      row.memberId !== null &&
      row.memberId !== undefined &&
      !(await memberExists(tx, String(row.memberId)))
    )
      throw badRequest('dtpMemberMissing')
  },
}

/** A patient's allergy list as typed (commas of either width, or 、). */
export const allergiesOf = (text: string | null) =>
  (text ?? '')
    .split(/[,，、]/)
    .map((s) => s.trim())
    .filter(Boolean)
