import { useEffect } from 'react'
import { AutoComplete, Form, InputNumber, Modal, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { goodsResource, shopGoodsEndpoints as ep, type ShopGoods } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FlagItem, NumberItem, useResourceChoices, useSubmit, type ResourceRow } from '@store/ui'
import { requiredRule } from '../../components/rules'

interface Values {
  goodsId: string
  category: string
  /** yuan on the form, fen on the wire; empty: the master data's retail price */
  price?: number | null
  stock: number
  onShelf: 0 | 1
}

const byCodeAndName = (row: ResourceRow) => ({ value: row.id, label: `${row.goodsCode} ${row.tradeName}` })

/** Puts a master-data goods on sale, or changes one's category, price, stock and shelf (`goods/submit`). */
export function GoodsDialog(props: {
  /** null: closed; 'new': a goods put on sale; else the goods changed */
  goods: ShopGoods | 'new' | null
  categories: string[]
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const editing = props.goods !== null && props.goods !== 'new' ? props.goods : null
  const master = useResourceChoices(api, goodsResource, byCodeAndName)
  useEffect(() => {
    if (!props.goods) return
    form.resetFields()
    if (editing)
      form.setFieldsValue({
        goodsId: editing.goodsId,
        category: editing.category,
        price: editing.priceFen / 100,
        stock: editing.stock,
        onShelf: editing.onShelf ? 1 : 0,
      })
    else form.setFieldsValue({ stock: 0, onShelf: 1 })
  }, [props.goods, editing, form])
  const save = useSubmit(
    (v: Values) =>
      call(api, ep.submit, {
        body: {
          ...(editing ? { id: editing.id } : {}),
          goodsId: v.goodsId,
          category: v.category.trim(),
          ...(v.price != null ? { priceFen: Math.round(v.price * 100) } : {}),
          stock: v.stock,
          onShelf: v.onShelf,
        },
      }),
    { success: t('saved'), done: props.onDone },
  )
  return (
    <Modal
      open={props.goods !== null}
      title={editing ? t('editGoods') : t('addGoods')}
      okText={t('save')}
      cancelText={t('close')}
      okButtonProps={{ loading: save.saving }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item
          name="goodsId"
          label={t('masterGoods')}
          rules={[{ required: true, message: t('pickGoods') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            disabled={editing !== null}
            loading={master === null}
            options={master ?? []}
          />
        </Form.Item>
        <Form.Item name="category" label={t('category')} rules={[requiredRule(t, t('category'))]}>
          <AutoComplete maxLength={32} options={props.categories.map((c) => ({ value: c }))} />
        </Form.Item>
        <Form.Item name="price" label={t('salePrice')} extra={t('priceHint')}>
          <InputNumber min={0} max={999999.99} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <NumberItem name="stock" label={t('stock')} min={0} max={9999999} />
        <FlagItem name="onShelf" label={t('onShelf')} />
      </Form>
    </Modal>
  )
}
