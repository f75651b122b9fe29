import { CARD_SERIAL_MIN_DIGITS, type CardMode } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { saveTenantSetting, type SettingActor } from '../../core/db/tenant-setting'
import { badRequest } from '../../core/errors'
import { insiderCardMode } from './schema'

/** The card mode of a tenant that never chose one: one electronic card across its brands, 12 digits. */
export const DEFAULT_CARD_MODE: CardMode = {
  scope: 'tenant',
  electronicCard: 1,
  physicalCard: 0,
  cardPrefix: '',
  cardLength: 12,
}

/** The transaction's tenant's card mode: its saved row, else the defaults. */
export async function loadCardMode(tx: Tx): Promise<CardMode> {
  const [row] = await tx
    .select({
      scope: insiderCardMode.scope,
      electronicCard: insiderCardMode.electronicCard,
      physicalCard: insiderCardMode.physicalCard,
      cardPrefix: insiderCardMode.cardPrefix,
      cardLength: insiderCardMode.cardLength,
    })
    .from(insiderCardMode)
  return row ? { ...row, scope: row.scope === 'brand' ? 'brand' : 'tenant' } : { ...DEFAULT_CARD_MODE }
}

/**
 * Saves the tenant's card mode with one audit row. Refused: issuing no card at all, and a length that
 * leaves fewer than CARD_SERIAL_MIN_DIGITS serial digits after the prefix.
 */
export async function saveCardMode(tx: Tx, actor: SettingActor, mode: CardMode): Promise<CardMode> {
  if (!mode.electronicCard && !mode.physicalCard) throw badRequest('cardModeNoIssuing')
  const min = mode.cardPrefix.length + CARD_SERIAL_MIN_DIGITS
  if (mode.cardLength < min) throw badRequest('cardModeTooShort', { min, serial: CARD_SERIAL_MIN_DIGITS })
  return saveTenantSetting(
    tx,
    actor,
    { table: insiderCardMode, resource: 'card-mode', load: loadCardMode },
    mode,
  )
}
