import { priceListResource, type MessageKey } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { WriteRules } from '../../core/resource/service'

const has = (v: unknown) => v !== null && v !== undefined && v !== ''

/** A member-grade or channel list names its grade or channel; a shop group its shops; to after from. */
export const priceListRules: WriteRules = {
  async beforeSave(_tx, row, actor) {
    const { fields } = priceListResource
    if ((row.scope === 'member_grade' || row.scope === 'channel') && !has(row.scopeValue))
      throw badRequest('priceScopeValue', { field: fields.scopeValue.label[actor.locale] })
    if (row.scope === 'shop_group' && !has(row.shopIds))
      throw badRequest('priceScopeValue', { field: fields.shopIds.label[actor.locale] })
    if (has(row.validFrom) && has(row.validTo) && String(row.validTo) <= String(row.validFrom))
      throw badRequest('priceValidity')
  },
}

/** A fixed entry has a price; a formula has a base list other than its own, and a discount. */
export const priceItemRules: WriteRules = {
  async beforeSave(_tx, row) {
    const refuse = (key: MessageKey) => {
      throw badRequest(key)
    }
    if (row.mode === 'fixed' && !has(row.priceFen)) refuse('priceItemRule')
    if (row.mode === 'formula') {
      if (!has(row.baseListId) || !has(row.discountBp)) refuse('priceItemRule')
      if (String(row.baseListId) === String(row.listId)) refuse('priceItemSelfBase')
    }
  },
}

/** A follow-a-list strategy names the list it follows. */
export const priceStrategyRules: WriteRules = {
  async beforeSave(_tx, row) {
    if (row.kind === 'follow_list' && !has(row.followListId)) throw badRequest('priceStrategyFollow')
  },
}
