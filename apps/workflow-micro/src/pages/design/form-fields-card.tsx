import { Button, Card, Checkbox, Col, Empty, Form, Input, Row, Select, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { FORM_FIELD_PROP, FORM_FIELD_TYPES } from '@store/contract'
import { newField, type FieldRow } from './form-fields'
import { ListItemActions, type ListItemPlace } from '../../components/list-item-actions'

/**
 * The form bound to the definition: its fields in order, each with its name (what conditions such as
 * `days > 3` read), label, type, whether it is required, and a select's choices. The start form and
 * the detail page draw them.
 */
export function FormFieldsCard() {
  const { t } = useTranslation()
  return (
    <Form.List name="fields">
      {(items, { add, remove, move }) => (
        <Card
          title={t('fields_title')}
          extra={<Button onClick={() => add(newField())}>{t('fields_add')}</Button>}
        >
          {items.length === 0 && <Empty description={t('fields_none')} />}
          {items.map((item, index) => (
            <FieldRowItem
              key={item.key}
              index={index}
              count={items.length}
              onRemove={() => remove(index)}
              onMove={(to) => move(index, to)}
            />
          ))}
        </Card>
      )}
    </Form.List>
  )
}

function FieldRowItem(place: ListItemPlace) {
  const { index } = place
  const { t } = useTranslation()
  const form = Form.useFormInstance()
  const type = Form.useWatch(['fields', index, 'type'], form) as FieldRow['type'] | undefined
  const takenElsewhere = (prop: string) =>
    ((form.getFieldValue('fields') as FieldRow[] | undefined) ?? []).some(
      (f, i) => i !== index && f?.prop?.trim() === prop,
    )
  return (
    <Card
      size="small"
      role="group"
      aria-label={t('fields_row', { n: index + 1 })}
      style={{ marginBottom: 12 }}
      title={<Tag>{index + 1}</Tag>}
      extra={
        <ListItemActions
          {...place}
          removeLabel={t('fields_remove')}
          removeConfirm={t('fields_removeConfirm')}
        />
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item
            name={[index, 'prop']}
            label={t('fields_prop')}
            rules={[
              { required: true, whitespace: true, message: t('fields_propRequired') },
              { pattern: FORM_FIELD_PROP, message: t('fields_propPattern') },
              {
                validator: (_, value: string | undefined) =>
                  value && takenElsewhere(value.trim())
                    ? Promise.reject(new Error(t('fields_propTwice')))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name={[index, 'label']}
            label={t('fields_label')}
            rules={[{ required: true, whitespace: true, message: t('fields_labelRequired') }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item name={[index, 'type']} label={t('fields_type')}>
            <Select options={FORM_FIELD_TYPES.map((v) => ({ value: v, label: t(`fields_type_${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          {type === 'select' && (
            <Form.Item
              name={[index, 'choices']}
              label={t('fields_choices')}
              tooltip={t('fields_choicesHelp')}
              rules={[{ required: true, type: 'array', min: 1, message: t('fields_choicesRequired') }]}
            >
              <Select mode="tags" open={false} />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={2}>
          <Form.Item name={[index, 'required']} label={t('fields_required')} valuePropName="checked">
            <Checkbox />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  )
}
