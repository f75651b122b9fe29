import { useCallback, useMemo, useState } from 'react'
import { Button, Col, Empty, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { dictResource } from '@store/contract'
import { CrudTable, type CrudRecord } from '@store/ui/crud'
import { hostApi } from '../bridge/api'
import { navigateTo } from '../router/navigation'

/** The parent of a dictionary (a top-level row); dictionaries themselves carry the key -1. */
const ROOT = '0'
const PARENT_KEY = '-1'
const PARENTS = { parentId: ROOT }
const PARENT_VALUES = { parentId: ROOT, dictKey: PARENT_KEY }

export type DictLayout = 'horizontal' | 'vertical'
const OTHER: Record<DictLayout, { path: string; label: string }> = {
  horizontal: { path: '/dict-vertical/index', label: 'admin.dictVertical' },
  vertical: { path: '/dict-horizontal/index', label: 'admin.dictHorizontal' },
}

type DictRecord = CrudRecord & { code: string; dictValue: string }
const selectLocale = (s: BridgeState) => s.locale

/**
 * Dictionary management (spec §2, §7 System "Dictionary"): the dictionaries, and the items of the one
 * chosen, side by side (horizontal) or one above the other (vertical). An item is added under the
 * chosen dictionary with its code.
 */
export default function DictScreen({ layout }: { layout: DictLayout }) {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  const [chosen, setChosen] = useState<DictRecord | null>(null)
  // a dictionary edited: its items follow its new code (another page of dictionaries keeps the choice)
  const reloaded = useCallback(
    (rows: DictRecord[]) => setChosen((c) => (c && rows.find((r) => r.id === c.id)) ?? c),
    [],
  )
  const other = OTHER[layout]
  const itemFilter = useMemo(() => chosen && { parentId: chosen.id }, [chosen?.id])
  const itemValues = useMemo(
    () => chosen && { parentId: chosen.id, code: chosen.code },
    [chosen?.id, chosen?.code],
  )
  const parents = (
    <div data-testid="dict-parents">
      <CrudTable<DictRecord>
        resource={dictResource}
        api={hostApi}
        locale={locale}
        headerTitle={t('admin.dictionaries')}
        filter={PARENTS}
        values={PARENT_VALUES}
        onRowClick={setChosen}
        activeRowId={chosen?.id}
        onLoad={reloaded}
      />
    </div>
  )
  const items = chosen ? (
    <div data-testid="dict-items">
      <CrudTable<DictRecord>
        key={chosen.id}
        resource={dictResource}
        api={hostApi}
        locale={locale}
        headerTitle={t('admin.dictItems', { name: chosen.dictValue, code: chosen.code })}
        filter={itemFilter ?? undefined}
        values={itemValues ?? undefined}
      />
    </div>
  ) : (
    <Empty className="sd-dict-choose" description={t(`admin.chooseDict.${layout}`)} />
  )
  return (
    <div className={`sd-admin-screen sd-dict sd-dict-${layout}`} data-testid={`dict-${layout}`}>
      <div className="sd-dict-switch">
        <Button type="link" onClick={() => navigateTo(other.path)}>
          {t(other.label)}
        </Button>
      </div>
      {layout === 'horizontal' ? (
        <Row gutter={16}>
          <Col xs={24} xl={11}>
            {parents}
          </Col>
          <Col xs={24} xl={13}>
            {items}
          </Col>
        </Row>
      ) : (
        <>
          {parents}
          {items}
        </>
      )}
    </div>
  )
}
