import { Alert, Descriptions, Space, Tag, type DescriptionsProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { ITEM_MODE_OPTIONS, PRICE_SCOPE_OPTIONS, ROUNDING_OPTIONS, type PriceAnswer } from '@store/contract'
import { optionLabel, useLocale } from '../../components/locale'
import { percent, yuan } from '../../components/money'

/** The answer of the inquiry: the price, the promotion floor, and why — the list, its rule, the order, the lists tried. */
export function Explanation({ answer }: { answer: PriceAnswer }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const why = answer.explanation
  if (answer.priceFen == null) return <Alert type="warning" showIcon message={t('inquiry_unknownGoods')} />
  const items: DescriptionsProps['items'] = [
    { key: 'price', label: t('inquiry_price'), children: <strong>{yuan(answer.priceFen)}</strong> },
    { key: 'floor', label: t('inquiry_floor'), children: yuan(answer.floorFen) || t('inquiry_noFloor') },
  ]
  if (why) {
    items.push({ key: 'source', label: t('inquiry_source'), children: t(`inquiry_source_${why.source}`) })
    if (why.source === 'list')
      items.push(
        {
          key: 'list',
          label: t('priceList'),
          children: `${why.listCode} ${why.listName} · ${optionLabel(PRICE_SCOPE_OPTIONS, why.scope ?? '', locale)} · ${t('inquiry_priority', { priority: why.priority })}`,
        },
        {
          key: 'rule',
          label: t('inquiry_rule'),
          children: optionLabel(ITEM_MODE_OPTIONS, why.rule ?? '', locale),
        },
        ...(why.rule === 'formula'
          ? [
              {
                key: 'formula',
                label: t('inquiry_formula'),
                children: t('inquiry_formulaText', {
                  base: yuan(why.baseFen),
                  discount: percent(why.discountBp),
                  surcharge: yuan(why.surchargeFen ?? 0),
                  rounding: optionLabel(ROUNDING_OPTIONS, why.rounding ?? 'none', locale),
                }),
              },
            ]
          : []),
        { key: 'order', label: t('inquiry_order'), children: why.orderId ?? t('inquiry_noOrder') },
      )
    items.push({
      key: 'considered',
      label: t('inquiry_considered'),
      children: why.considered.length ? (
        <Space size={4} wrap>
          {why.considered.map((code, i) => (
            <Tag key={code} color={code === why.listCode ? 'blue' : undefined}>
              {i + 1}. {code}
            </Tag>
          ))}
        </Space>
      ) : (
        t('inquiry_noLists')
      ),
    })
  }
  return <Descriptions bordered size="small" column={1} items={items} />
}
