import { Button, Popconfirm, Space } from 'antd'
import { useTranslation } from 'react-i18next'

/** Where an item of an ordered list stands, and what moving or removing it does. */
export interface ListItemPlace {
  index: number
  count: number
  onMove(to: number): void
  onRemove(): void
}

/** Move up, move down and remove (after a confirmation) for one item of an ordered list in a form. */
export function ListItemActions({
  index,
  count,
  onMove,
  onRemove,
  removeLabel,
  removeConfirm,
}: ListItemPlace & { removeLabel: string; removeConfirm: string }) {
  const { t } = useTranslation()
  return (
    <Space size={0}>
      <Button type="link" disabled={index === 0} onClick={() => onMove(index - 1)}>
        {t('design_moveUp')}
      </Button>
      <Button type="link" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        {t('design_moveDown')}
      </Button>
      <Popconfirm title={removeConfirm} okText={t('ok')} cancelText={t('cancel')} onConfirm={onRemove}>
        <Button type="link" danger>
          {removeLabel}
        </Button>
      </Popconfirm>
    </Space>
  )
}
