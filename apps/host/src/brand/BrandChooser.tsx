import { useState } from 'react'
import { App, Modal, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Brand } from './rules'
import './texts'

/** spec §2 Dialogs: the member-brand chooser is 660 px wide. */
export const CHOOSER_WIDTH = 660

interface Props {
  open: boolean
  brands: readonly Brand[]
  current: string | null
  onChoose(brandId: string): void
  onClose(): void
}

/** The member-brand chooser (spec §4): one brand of the list; confirming with none says so (spec §5). */
export function BrandChooser({ open, brands, current, onChoose, onClose }: Props) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [selected, setSelected] = useState<string | null>(current)

  const confirm = () => {
    if (!selected) {
      void message.warning(t('brand.chooseOne'))
      return
    }
    onChoose(selected)
    void message.success(t('brand.saved'))
  }

  return (
    <Modal
      open={open}
      width={CHOOSER_WIDTH}
      title={t('brand.title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={confirm}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && setSelected(current)}
      destroyOnHidden
    >
      <Table<Brand>
        rowKey="brandId"
        size="small"
        pagination={false}
        dataSource={[...brands]}
        columns={[
          { title: t('brand.name'), dataIndex: 'brandName' },
          { title: t('brand.memo'), dataIndex: 'memo' },
        ]}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected] : [],
          onChange: (keys) => setSelected(keys[0] === undefined ? null : String(keys[0])),
        }}
        onRow={(brand) => ({ onClick: () => setSelected(brand.brandId) })}
      />
    </Modal>
  )
}
