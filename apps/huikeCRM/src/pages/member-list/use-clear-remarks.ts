import { useTranslation } from 'react-i18next'
import { useBridge } from '@store/bridge/react'
import { memberEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'
import type { MemberRecord } from '../../member'
import { NAMESPACE } from '../../messages'

/** Clears a member's remarks by `insider/remove/remarks`, once the host's confirmation is accepted. */
export function useClearRemarks(onCleared: () => void): (member: MemberRecord) => Promise<void> {
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const bridge = useBridge()
  const { submit } = useSubmit(
    (member: MemberRecord) => call(api, memberEndpoints.removeRemarks, { query: { id: member.id } }),
    {
      success: (_, member) => t('remarksCleared', { name: member.name }),
      done: onCleared,
    },
  )
  return async (member) => {
    const confirmed = await bridge.services.confirm({
      title: t('clearRemarksConfirm', { name: member.name }),
      okText: t('clearRemarks'),
      danger: true,
    })
    if (confirmed) await submit(member)
  }
}
