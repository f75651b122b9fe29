import { useEffect, useMemo, useRef, useState } from 'react'
import { Button, Tag } from 'antd'
import { ProForm } from '@ant-design/pro-components'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridge, useBridgeState, useButton } from '@store/bridge/react'
import { crmEndpoints, crowdPackResource, permissionCodes } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { CrudTable, fieldRules, uiTexts, type CrudRecord } from '@store/ui'
import { useMemberLookups } from '../../lookups'
import { NAMESPACE } from '../../messages'
import { MemberFilterInput, describeFilters, parseFilters } from './filter-input'

type CrowdPack = CrudRecord & { packName: string; filters: string; memberCount: number | null }

const selectLocale = (s: BridgeState) => s.locale
/** How long a table with packs being counted waits before it looks again. */
const RECOUNT_POLL_MS = 3000

/**
 * /huikeCRM/crowd/list (spec §2 crowd packs): saved member searches with the number of members each
 * matched when the server last counted it. A save or a Refresh queues a count; until it is done the
 * pack shows "Counting…" and the table looks again by itself.
 */
export default function CrowdListPage() {
  const locale = useBridgeState(selectLocale)
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const bridge = useBridge()
  const lookups = useMemberLookups(api)
  const canRefresh = useButton(permissionCodes(crowdPackResource).edit)
  const reloadRef = useRef<(() => Promise<void>) | null>(null)
  /** the packs of the last page loaded still being counted (a new object each load) */
  const [pending, setPending] = useState<{ counting: boolean }>({ counting: false })
  const rangeTitle = t('registerDateRange')

  useEffect(() => {
    if (!pending.counting) return
    const timer = setTimeout(() => void reloadRef.current?.(), RECOUNT_POLL_MS)
    return () => clearTimeout(timer)
  }, [pending])

  const refresh = async (pack: CrowdPack, reload: () => Promise<void>) => {
    try {
      await call(api, crmEndpoints.refreshCrowd, { query: { id: pack.id } })
      bridge.services.notify({ type: 'success', message: t('crowdRecounting', { name: pack.packName }) })
      await reload()
    } catch (e) {
      bridge.services.notify({ type: 'error', message: e instanceof Error ? e.message : String(e) })
    }
  }

  const fieldInputs = useMemo(
    () => ({
      filters: (
        <ProForm.Item
          name="filters"
          label={crowdPackResource.fields.filters!.label[locale]}
          rules={fieldRules(crowdPackResource.fields.filters!, locale, uiTexts(locale))}
        >
          <MemberFilterInput locale={locale} lookups={lookups} rangeTitle={rangeTitle} />
        </ProForm.Item>
      ),
      // counted by the server, never entered
      memberCount: <></>,
      countTime: <></>,
    }),
    [locale, lookups, rangeTitle],
  )
  const render = useMemo(
    () => ({
      filters: (value: unknown) =>
        describeFilters(parseFilters(value as string), locale, lookups, rangeTitle) || t('allMembers'),
      memberCount: (value: unknown) =>
        value === null || value === undefined ? <Tag color="processing">{t('counting')}</Tag> : String(value),
    }),
    [locale, lookups, rangeTitle, t],
  )

  return (
    <CrudTable<CrowdPack>
      resource={crowdPackResource}
      api={api}
      locale={locale}
      headerTitle={crowdPackResource.label[locale]}
      fieldInputs={fieldInputs}
      render={render}
      onLoad={(rows) => setPending({ counting: rows.some((r) => r.memberCount === null) })}
      rowActions={(pack, reload) => {
        reloadRef.current = reload
        return canRefresh
          ? [
              <Button key="refresh" type="link" size="small" onClick={() => void refresh(pack, reload)}>
                {t('refreshCount')}
              </Button>,
            ]
          : []
      }}
    />
  )
}
