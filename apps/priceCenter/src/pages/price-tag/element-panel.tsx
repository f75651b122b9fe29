import { Button, Form, Input, InputNumber, Popconfirm, Select, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { TAG_FIELDS, TAG_RENDERS, type TagElement } from '@store/contract'

/** The chosen element's properties: what it shows, how, where and how large (millimetres). */
export function ElementPanel({
  element,
  onChange,
  onRemove,
}: {
  element: TagElement
  onChange(patch: Partial<TagElement>): void
  onRemove(): void
}) {
  const { t } = useTranslation()
  const mm = (key: 'x' | 'y' | 'w' | 'h', min: number) => (
    <Form.Item label={t(`tag_${key}`)} style={{ marginBottom: 8 }}>
      <InputNumber
        aria-label={t(`tag_${key}`)}
        min={min}
        max={200}
        step={0.5}
        value={element[key]}
        onChange={(v) => v !== null && onChange({ [key]: v })}
      />
    </Form.Item>
  )
  return (
    <div>
      <Form.Item label={t('tag_field')} style={{ marginBottom: 8 }}>
        <Select
          aria-label={t('tag_field')}
          value={element.field}
          options={TAG_FIELDS.map((f) => ({ value: f, label: t(`tag_field_${f}`) }))}
          onChange={(field) => onChange({ field })}
        />
      </Form.Item>
      {element.field === 'text' && (
        <Form.Item label={t('tag_text')} style={{ marginBottom: 8 }}>
          <Input
            maxLength={64}
            value={element.text ?? ''}
            onChange={(e) => onChange({ text: e.target.value })}
          />
        </Form.Item>
      )}
      <Form.Item label={t('tag_render')} style={{ marginBottom: 8 }}>
        <Select
          aria-label={t('tag_render')}
          value={element.render}
          options={TAG_RENDERS.map((r) => ({ value: r, label: t(`tag_render_${r}`) }))}
          onChange={(render) => onChange({ render })}
        />
      </Form.Item>
      {mm('x', 0)}
      {mm('y', 0)}
      {mm('w', 2)}
      {mm('h', 2)}
      {element.render === 'text' && (
        <>
          <Form.Item label={t('tag_fontSize')} style={{ marginBottom: 8 }}>
            <InputNumber
              min={4}
              max={96}
              value={element.fontSize}
              onChange={(v) => v !== null && onChange({ fontSize: v })}
            />
          </Form.Item>
          <Form.Item label={t('tag_bold')} style={{ marginBottom: 8 }}>
            <Switch checked={element.bold} onChange={(bold) => onChange({ bold })} />
          </Form.Item>
        </>
      )}
      <Popconfirm
        title={t('tag_removeElementConfirm')}
        okText={t('ok')}
        cancelText={t('cancel')}
        onConfirm={onRemove}
      >
        <Button danger>{t('tag_removeElement')}</Button>
      </Popconfirm>
    </div>
  )
}
