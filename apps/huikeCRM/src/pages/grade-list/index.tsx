import { useMemo, useState } from 'react'
import { Empty, Form, Select, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { memberGradeResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'
import { brandName, useBrandChoices } from '../../brands'
import { NAMESPACE } from '../../messages'

const selectLocale = (s: BridgeState) => s.locale
const selectBrand = (s: BridgeState) => s.brandId

/**
 * /huikeCRM/grade/list (spec §7 `grade/list` by brand): the grades of one member brand, from the
 * growth value a member needs, with their discount, points multiplier and benefits. The brand is
 * chosen above the table; the shell's current brand first.
 */
export default function GradeListPage() {
  const locale = useBridgeState(selectLocale)
  const current = useBridgeState(selectBrand)
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const brands = useBrandChoices(api)
  const [picked, setPicked] = useState<string | null>(null)
  const brandId =
    picked ?? (brands?.some((b) => b.value === current) ? current : (brands?.[0]?.value ?? null))
  const fixed = useMemo(() => brandId && { brandId }, [brandId])

  if (brands === null) return <Spin />
  if (!brandId || !fixed) return <Empty description={t('noBrands')} />
  return (
    <>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={memberGradeResource.fields.brandId!.label[locale]} htmlFor="grade-brand">
          <Select
            id="grade-brand"
            style={{ minWidth: 200 }}
            options={brands}
            value={brandId}
            onChange={setPicked}
          />
        </Form.Item>
      </Form>
      <CrudTable
        key={brandId}
        resource={memberGradeResource}
        api={api}
        locale={locale}
        headerTitle={t('gradesOf', { brand: brandName(brands, brandId) })}
        filter={fixed}
        values={fixed}
      />
    </>
  )
}
