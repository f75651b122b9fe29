import { Card, Form, Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  goodsBrandResource,
  goodsClassResource,
  memberBrandResource,
  memberGradeResource,
  promChannelResource,
  retailShopResource,
} from '@store/contract'
import { useApi } from '@store/micro'
import {
  choiceOptions,
  namedBy,
  useResourceChoices,
  type Choice,
  type ChoiceOption,
  type ResourceRow,
} from '@store/ui'
import GoodsPicker from '../../components/goods-picker'
import { SCOPE_FIELDS } from './form-values'

const byName = namedBy('name')
const byBrandName = namedBy('brandName')
/** A channel is kept by its code, named by its name. */
const channelByName = (row: ResourceRow): Choice => ({
  value: String(row.code),
  label: String(row.name ?? row.code),
})
/** A grade by its name, under its member brand: every brand has its own grades, often of the same names. */
const gradeByName = (row: ResourceRow): Choice => ({
  ...namedBy('gradeName')(row),
  ...(row.brandId != null && { group: String(row.brandId) }),
})
const WIDTH = { width: 240 }

/** The activity's scope: shops, channels, member grades, classes and brands chosen by name, goods found by name. */
export default function ScopeFields() {
  const { t } = useTranslation()
  const api = useApi()
  const grades = useResourceChoices(api, memberGradeResource, gradeByName)
  const memberBrands = useResourceChoices(api, memberBrandResource, byBrandName)
  const named: Partial<Record<(typeof SCOPE_FIELDS)[number], ChoiceOption[] | null>> = {
    shopIds: useResourceChoices(api, retailShopResource, byName),
    channels: useResourceChoices(api, promChannelResource, channelByName),
    grades: grades && choiceOptions(grades, memberBrands),
    classIds: useResourceChoices(api, goodsClassResource, byName),
    brandIds: useResourceChoices(api, goodsBrandResource, byName),
  }
  const input = (f: (typeof SCOPE_FIELDS)[number]) => {
    const choices = named[f]
    if (f === 'goodsIds' || f === 'excludeGoodsIds')
      return <GoodsPicker multiple style={WIDTH} placeholder={t('scope_search')} />
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
