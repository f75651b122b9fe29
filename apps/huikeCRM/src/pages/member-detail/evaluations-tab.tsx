import { evaluationResource } from '@store/contract'
import { useApi } from '@store/micro'
import { usePurchaseIdChoices } from '../../lookups'
import { ResourceTab } from './resource-tab'

/** The member's evaluations, each naming its purchase by receipt number (by id to those who may not see purchases). */
export function EvaluationsTab({ memberId }: { memberId: string }) {
  const purchases = usePurchaseIdChoices(useApi(), memberId)
  return <ResourceTab resource={evaluationResource} memberId={memberId} choices={purchases} />
}
