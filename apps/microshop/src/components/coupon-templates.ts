import { couponTemplateResource } from '@store/contract'
import type { Api } from '@store/request'
import { useResourceChoices, type ResourceRow } from '@store/ui'

const byCodeAndName = (row: ResourceRow) => ({ value: row.id, label: `${row.code} ${row.name}` })

/** The promotions' coupon templates as choices labelled by code and name (null while loading). */
export const useCouponTemplates = (api: Api) => useResourceChoices(api, couponTemplateResource, byCodeAndName)
