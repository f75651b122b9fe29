import type { VirtualCoin } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { saveTenantSetting, type SettingActor } from '../../core/db/tenant-setting'
import { ledgerCoinConfig } from './schema'

/** The coins of a tenant that never configured them: off, called 金币, 100 to the yuan, never expiring. */
export const DEFAULT_VIRTUAL_COIN: VirtualCoin = {
  enabled: 0,
  coinName: '金币',
  coinsPerYuan: 100,
  expiryMonths: 0,
}

/** The transaction's tenant's virtual coin configuration: its saved row, else the defaults. */
export async function loadVirtualCoin(tx: Tx): Promise<VirtualCoin> {
  const [row] = await tx
    .select({
      enabled: ledgerCoinConfig.enabled,
      coinName: ledgerCoinConfig.coinName,
      coinsPerYuan: ledgerCoinConfig.coinsPerYuan,
      expiryMonths: ledgerCoinConfig.expiryMonths,
    })
    .from(ledgerCoinConfig)
  return row ?? { ...DEFAULT_VIRTUAL_COIN }
}

/** Saves the tenant's virtual coin configuration with one audit row. */
export const saveVirtualCoin = (tx: Tx, actor: SettingActor, coin: VirtualCoin): Promise<VirtualCoin> =>
  saveTenantSetting(
    tx,
    actor,
    { table: ledgerCoinConfig, resource: 'virtual-coin', load: loadVirtualCoin },
    coin,
  )
