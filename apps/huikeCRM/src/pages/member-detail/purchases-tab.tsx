import { consumeResource } from '@store/contract'
import { useApi } from '@store/micro'
import { useShopIdChoices } from '../../lookups'
import { ResourceTab } from './resource-tab'

/** The member's purchases, each with its shop by name (by id to those who may not read shops). */
export function PurchasesTab({ memberId }: { memberId: string }) {
  return <ResourceTab resource={consumeResource} memberId={memberId} choices={useShopIdChoices(useApi())} />
}
