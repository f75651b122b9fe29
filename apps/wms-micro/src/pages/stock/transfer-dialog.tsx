import { Form, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { wmsEndpoints, type WmsStockRow } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog, type Choice } from '@store/ui'

interface Move {
  toBinId: string
  qty: number
}

/** Moves available units of a stock row's lot to another bin, of this warehouse or another. */
export function TransferDialog(props: {
  row: WmsStockRow | null
  bins: Choice[]
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const { row } = props
  return (
    <FormDialog<Move>
      open={!!row}
      title={row && t('transferTitle', { goods: row.goodsName, lot: row.lotNo || '—' })}
      send={(m) =>
        call(api, wmsEndpoints.transfer, {
          body: { goodsId: row!.goodsId, lotId: row!.lotId, fromBinId: row!.binId, ...m },
        })
      }
      success={t('transferred')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Form.Item label={t('fromBin')}>{row?.binCode}</Form.Item>
      <Form.Item
        name="toBinId"
        label={t('toBin')}
        rules={[{ required: true, message: t('required', { field: t('toBin') }) }]}
      >
        <Select
          options={props.bins.filter((b) => b.value !== row?.binId)}
          showSearch
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item
        name="qty"
        label={t('qty')}
        rules={[{ required: true, message: t('required', { field: t('qty') }) }]}
      >
        <InputNumber min={1} max={row?.available} precision={0} />
      </Form.Item>
    </FormDialog>
  )
}
