import type { TFunction } from 'i18next'
import type { TagJobLine } from '@store/contract'
import { yuan } from '../../components/money'
import type { TagValues } from './tag-view'

const money = (fen: number | null) => (fen == null ? '' : `¥${yuan(fen)}`)

/** What a job's tag prints for one goods. */
export const valuesOfLine = (l: TagJobLine): TagValues => ({
  name: l.goodsName,
  code: l.goodsCode,
  barcode: l.barcode ?? '',
  price: money(l.newPriceFen),
  oldPrice: money(l.oldPriceFen),
  specification: l.specification ?? '',
})

/** A made-up goods the editor draws its live preview with. */
export const sampleValues = (t: TFunction): TagValues =>
  valuesOfLine({
    goodsId: '0',
    goodsName: t('tag_sampleName'),
    goodsCode: 'G000123',
    barcode: '6901234567892',
    specification: t('tag_sampleSpec'),
    oldPriceFen: 1350,
    newPriceFen: 1280,
  })
