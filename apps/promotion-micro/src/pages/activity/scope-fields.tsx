import { Card, Form, Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { goodsBrandResource, goodsClassResource, retailShopResource } from '@store/contract'
import { useApi } from '@store/micro'
import { namedBy, useResourceChoices, type Choice } from '@store/ui'
import GoodsPicker from '../../components/goods-picker'
import { SCOPE_FIELDS } from './form-values'

const byName = namedBy('name')
const WIDTH = { width: 240 }

/** The activity's scope: shops, classes and brands chosen by name, goods found by name, channels and grades as typed. */
export default function ScopeFields() {
  const { t } = useTranslation()
  const api = useApi()
  const named: Partial<Record<(typeof SCOPE_FIELDS)[number], Choice[] | null>> = {
    shopIds: useResourceChoices(api, retailShopResource, byName),
    classIds: useResourceChoices(api, goodsClassResource, byName),
    brandIds: useResourceChoices(api, goodsBrandResource, byName),
  }
  const input = (f: (typeof SCOPE_FIELDS)[number]) => {
    const choices = named[f]
    if (f === 'goodsIds' || f === 'excludeGoodsIds')
      return <GoodsPicker multiple style={WIDTH} placeholder={t('scope_search')} />
    if (choices !== undefined)
      return (
        <Select
          mode="multiple"
          showSearch
          optionFilterProp="label"
          style={WIDTH}
          placeholder={t('scope_search')}
          loading={choices === null}
          options={choices ?? []}
        />
      )
    return <Select mode="tags" style={WIDTH} open={false} />
  }
  return (
    <Card size="small" title={t('scope')} style={{ marginBottom: 16 }}>
      <Space wrap align="start">
        {SCOPE_FIELDS.map((f) => (
          <Form.Item key={f} name={['scope', f]} label={t(`scope_${f}`)}>
            {input(f)}
          </Form.Item>
        ))}
      </Space>
    </Card>
  )
}
