import { useEffect, useState } from 'react'
import { Alert, Descriptions, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { ledgerEndpoints, type MemberBalance } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { formatAmount } from '@store/ui'
import { NAMESPACE } from '../../messages'

/** One member's balances from `insider/myBalance`: points, growth, coins and the wallet's money. */
export function WalletTab({ memberId }: { memberId: string }) {
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const [balance, setBalance] = useState<MemberBalance | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    call(api, ledgerEndpoints.balance, { query: { memberId } })
      .then((answer) => live && setBalance(answer))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [api, memberId])
  if (error) return <Alert type="error" showIcon message={t('loadFailed', { message: error })} />
  if (!balance) return <Spin />
  return (
    <Descriptions
      column={2}
      items={[
        { key: 'points', label: t('balancePoints'), children: balance.points },
        { key: 'frozen', label: t('balanceFrozen'), children: balance.frozenPoints },
        { key: 'growth', label: t('balanceGrowth'), children: balance.growthValue },
        { key: 'coins', label: t('balanceCoins'), children: balance.coins },
        { key: 'total', label: t('walletTotal'), children: formatAmount(balance.wallet.total) },
        { key: 'principal', label: t('walletPrincipal'), children: formatAmount(balance.wallet.principal) },
        { key: 'bonus', label: t('walletBonus'), children: formatAmount(balance.wallet.bonus) },
      ]}
    />
  )
}
