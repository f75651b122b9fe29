import { useCallback, useMemo, useState } from 'react'
import { Col, Empty, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { memberTagResource, tagDimensionResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable, type CrudRecord } from '@store/ui'
import { NAMESPACE } from '../../messages'

type Dimension = CrudRecord & { dimensionName: string }
const selectLocale = (s: BridgeState) => s.locale

/**
 * /huikeCRM/tag/list (spec §7 `tag/list`, `tag/detail`, `tag/dimension/…`): the tag dimensions, and
 * beside them the tags of the dimension chosen; a tag is added on the chosen dimension.
 */
export default function TagListPage() {
  const locale = useBridgeState(selectLocale)
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const [chosen, setChosen] = useState<Dimension | null>(null)
  // a renamed dimension keeps its tags' title current (another page of dimensions keeps the choice)
  const reloaded = useCallback(
    (rows: Dimension[]) => setChosen((c) => (c && rows.find((r) => r.id === c.id)) ?? c),
    [],
  )
  const fixed = useMemo(() => chosen && { dimensionId: chosen.id }, [chosen?.id])
  return (
    <Row gutter={16}>
      <Col xs={24} xl={10}>
        <CrudTable<Dimension>
          resource={tagDimensionResource}
          api={api}
          locale={locale}
          headerTitle={tagDimensionResource.label[locale]}
          onRowClick={setChosen}
          activeRowId={chosen?.id}
          onLoad={reloaded}
        />
      </Col>
      <Col xs={24} xl={14}>
        {chosen && fixed ? (
          <CrudTable
            key={chosen.id}
            resource={memberTagResource}
            api={api}
            locale={locale}
            headerTitle={t('tagsOf', { dimension: chosen.dimensionName })}
            filter={fixed}
            values={fixed}
          />
        ) : (
          <Empty description={t('chooseDimension')} />
        )}
      </Col>
    </Row>
  )
}
