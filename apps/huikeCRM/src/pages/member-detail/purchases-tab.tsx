import { useMemo } from 'react'
import { consumeResource } from '@store/contract'
import { useApi } from '@store/micro'
import { useShopChoices } from '../../lookups'
import { ResourceTab } from './resource-tab'

/** The member's purchases, each with its shop by name (by id to those who may not read shops). */
export function PurchasesTab({ memberId }: { memberId: string }) {
  const shops = useShopChoices(useApi())
  const choices = useMemo(() => (shops ? { shopId: shops } : undefined), [shops])
  return <ResourceTab resource={consumeResource} memberId={memberId} choices={choices} />
}
