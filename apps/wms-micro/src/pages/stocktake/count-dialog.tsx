import { useEffect } from 'react'
import { Form, InputNumber, Modal, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { wmsEndpoints, type WmsStocktake } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'

type Counts = Record<string, number | null>

/** Enters the counted quantity of each line of a stocktake; blank lines stay uncounted. */
export function CountDialog(props: { counting: WmsStocktake | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const take = props.counting
  const [form] = Form.useForm<Counts>()
  useEffect(() => {
    if (take) form.setFieldsValue(Object.fromEntries(take.lines.map((l) => [l.id, l.countedQty])))
  }, [take, form])
  const save = useSubmit(
    (counts: Counts) =>
      call(api, wmsEndpoints.stocktakeCount, {
        body: {
          id: take!.id,
          lines: Object.entries(counts).flatMap(([lineId, countedQty]) =>
            countedQty === null || countedQty === undefined ? [] : [{ lineId, countedQty }],
          ),
        },
      }),
    {
      success: t('counted'),
      done: () => {
        props.onClose()
        props.onDone()
      },
    },
  )
  return (
    <Modal
      open={!!take}
      width={900}
      title={take && t('countTitle', { code: take.code })}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.saving }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Form form={form} onFinish={(v) => void save.submit(v)}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={take?.lines ?? []}
          columns={[
            { title: t('goods'), key: 'goods', render: (_, l) => `${l.goodsCode} ${l.goodsName}` },
            { title: t('bin'), dataIndex: 'binCode' },
            { title: t('lotNo'), dataIndex: 'lotNo', render: (v: string) => v || '—' },
            { title: t('bookQty'), dataIndex: 'bookQty', align: 'right' },
            {
              title: t('countedQty'),
              key: 'counted',
              render: (_, l) => (
                <Form.Item name={l.id} noStyle>
                  <InputNumber
                    min={0}
                    max={1_000_000}
                    precision={0}
                    aria-label={`${t('countedQty')} ${l.goodsName}`}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  )
}
