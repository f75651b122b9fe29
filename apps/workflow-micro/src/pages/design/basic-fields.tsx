import { Card, Col, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/

/** What both designers deploy with besides the process itself. */
export interface BasicValues {
  processKey: string
  name: string
  category?: string
}

/** The key, name and category of the process being deployed (the key is fixed for a new version of it). */
export function BasicFields({ keyLocked }: { keyLocked: boolean }) {
  const { t } = useTranslation()
  return (
    <Card title={t('design_basic')}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="processKey"
            label={t('processKey')}
            rules={[
              { required: true, message: t('design_keyRequired') },
              { pattern: KEY_PATTERN, message: t('design_keyPattern') },
            ]}
          >
            <Input maxLength={64} disabled={keyLocked} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="name"
            label={t('processName')}
            rules={[{ required: true, whitespace: true, message: t('design_nameRequired') }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="category" label={t('category')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  )
}

/** The basic values as the deploy endpoint takes them (trimmed; no empty category). */
export const basicBody = (v: BasicValues) => ({
  processKey: v.processKey.trim(),
  name: v.name.trim(),
  ...(v.category?.trim() ? { category: v.category.trim() } : {}),
})
