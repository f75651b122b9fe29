import type { TableColumnsType } from 'antd'
import type { TFunction } from 'i18next'

/** The columns every line shows: the goods, its bin and its lot with dates. */
export const placeColumns = <
  L extends { goodsCode: string; goodsName: string; binCode: string; lotNo: string | null },
>(
  t: TFunction,
): TableColumnsType<L> => [
  { title: t('goods'), key: 'goods', render: (_, l) => `${l.goodsCode} ${l.goodsName}` },
  { title: t('bin'), dataIndex: 'binCode' },
  { title: t('lotNo'), dataIndex: 'lotNo', render: (v: string | null) => v || '—' },
  { title: t('productionDate'), dataIndex: 'productionDate', render: (v: string | null) => v ?? '—' },
  { title: t('expiryDate'), dataIndex: 'expiryDate', render: (v: string | null) => v ?? '—' },
]
