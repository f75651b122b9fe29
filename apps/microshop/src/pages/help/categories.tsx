import { Alert, Button, Card, Empty, List, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { HelpCategory } from '@store/contract'

/**
 * The help categories in their order with their article counts: picking one filters the articles; with the
 * edit button, New, Edit and Remove (after a confirmation; the server refuses a category with articles).
 */
export function CategoryPanel(props: {
  categories: HelpCategory[] | undefined
  error: string | null
  selected?: string
  canEdit: boolean
  onSelect(id: string | undefined): void
  onAdd(): void
  onEdit(c: HelpCategory): void
  onRemove(c: HelpCategory): void
}) {
  const { t } = useTranslation()
  return (
    <Card
      title={t('hpCategories')}
      size="small"
      extra={
        props.canEdit && (
          <Button size="small" type="primary" onClick={props.onAdd}>
            {t('hpAddCategory')}
          </Button>
        )
      }
    >
      {props.error && <Alert type="error" showIcon message={props.error} />}
      <List<HelpCategory>
        loading={!props.categories && !props.error}
        dataSource={props.categories ?? []}
        locale={{ emptyText: <Empty description={t('hpNoCategories')} /> }}
        header={
          <Typography.Link strong={!props.selected} onClick={() => props.onSelect(undefined)}>
            {t('hpAllCategories')}
          </Typography.Link>
        }
        renderItem={(c) => (
          <List.Item
            actions={
              props.canEdit
                ? [
                    <Button key="edit" size="small" type="link" onClick={() => props.onEdit(c)}>
                      {t('edit')}
                    </Button>,
                    <Button key="remove" size="small" type="link" danger onClick={() => props.onRemove(c)}>
                      {t('hpDelete')}
                    </Button>,
                  ]
                : []
            }
          >
            <Space>
              <Typography.Link strong={props.selected === c.id} onClick={() => props.onSelect(c.id)}>
                {c.name}
              </Typography.Link>
              <Typography.Text type="secondary">{c.articles}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  )
}
