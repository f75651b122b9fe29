import type { ReactNode } from 'react'
import { Button, Form, Space } from 'antd'
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { uiTexts } from '../messages'

const selectLocale = (s: BridgeState) => s.locale

/** A form's list of lines (`lines`): each drawn by `line`, removable while more than one is left. */
export function LineList({ line }: { line(name: number): ReactNode }) {
  const t = uiTexts(useBridgeState(selectLocale))
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          {fields.map(({ key, name }) => (
            <Space key={key} align="start" wrap>
              {line(name)}
              {fields.length > 1 && (
                <Button
                  type="text"
                  aria-label={t('removeLine')}
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(name)}
                />
              )}
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
            {t('addLine')}
          </Button>
        </>
      )}
    </Form.List>
  )
}
