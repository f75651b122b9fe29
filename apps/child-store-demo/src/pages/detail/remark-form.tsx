import { useState } from 'react'
import { Button, Card, Input, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { demoItemResource } from '@store/contract'
import { useUnsavedEdits } from '@store/bridge/react'
import type { CrudRecord } from '@store/ui'

const { max } = demoItemResource.fields.remark

/**
 * The plan's remark, edited in place. While the text differs from the saved one the tab holds unsaved
 * edits, and the shell asks before closing it.
 */
export function RemarkForm({
  plan,
  title,
  onSave,
}: {
  plan: CrudRecord
  title: string
  onSave(remark: string): Promise<void>
}) {
  const { t } = useTranslation()
  const saved = String(plan.remark ?? '')
  const [text, setText] = useState(saved)
  const [saving, setSaving] = useState(false)
  const dirty = text !== saved
  useUnsavedEdits(dirty)

  const save = async () => {
    setSaving(true)
    try {
      await onSave(text)
    } finally {
      setSaving(false)
    }
  }
  return (
    <Card title={title} size="small" style={{ marginTop: 16 }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          data-testid="demo-remark"
          value={text}
          maxLength={max}
          rows={3}
          onChange={(e) => setText(e.target.value)}
        />
        <Space>
          <Button type="primary" disabled={!dirty} loading={saving} onClick={() => void save()}>
            {t('save')}
          </Button>
          <Button disabled={!dirty} onClick={() => setText(saved)}>
            {t('undo')}
          </Button>
        </Space>
      </Space>
    </Card>
  )
}
