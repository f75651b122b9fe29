import { Form, Input, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { helpEndpoints as ep, type HelpArticle, type HelpCategory } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog } from '@store/ui'
import { requiredRule } from '../../components/rules'

interface CategoryValues {
  name: string
  sort: number
}

/** Creates a help category or renames / reorders one. */
export function CategoryDialog(props: {
  category: HelpCategory | 'new' | null
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const editing = props.category !== 'new' ? props.category : null
  return (
    <FormDialog<CategoryValues>
      open={props.category !== null}
      title={editing ? t('hpEditCategory') : t('hpAddCategory')}
      initialValues={editing ? { name: editing.name, sort: editing.sort } : { sort: 10 }}
      send={(v) =>
        call(api, ep.categorySubmit, {
          body: { ...(editing ? { id: editing.id } : {}), name: v.name.trim(), sort: v.sort },
        })
      }
      success={t('saved')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Form.Item name="name" label={t('hpCategoryName')} rules={[requiredRule(t, t('hpCategoryName'))]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('hpSort')}
        rules={[{ required: true, message: t('required', { label: t('hpSort') }) }]}
      >
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormDialog>
  )
}

interface ArticleValues {
  categoryId: string
  title: string
  sort: number
  body: string
}

/** Creates a help article (as a draft) or edits one; publishing is the list's own button. */
export function ArticleDialog(props: {
  article: HelpArticle | 'new' | null
  categories: HelpCategory[]
  categoryId?: string
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const editing = props.article !== 'new' ? props.article : null
  const initialValues: Partial<ArticleValues> = editing
    ? { categoryId: editing.categoryId, title: editing.title, sort: editing.sort, body: editing.body }
    : { sort: 10, ...(props.categoryId ? { categoryId: props.categoryId } : {}) }
  const chosen = (label: string) => [{ required: true, message: t('required', { label }) }]
  return (
    <FormDialog<ArticleValues>
      open={props.article !== null}
      title={editing ? t('hpEditArticle') : t('hpAddArticle')}
      width={720}
      initialValues={initialValues}
      send={(v) =>
        call(api, ep.submit, {
          body: {
            ...(editing ? { id: editing.id } : {}),
            categoryId: v.categoryId,
            title: v.title.trim(),
            sort: v.sort,
            body: v.body,
          },
        })
      }
      success={t('saved')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Form.Item name="categoryId" label={t('hpCategory')} rules={chosen(t('hpCategory'))}>
        <Select
          aria-label={t('hpCategory')}
          options={props.categories.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="title" label={t('hpTitleField')} rules={[requiredRule(t, t('hpTitleField'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="sort" label={t('hpSort')} rules={chosen(t('hpSort'))}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="body" label={t('hpBody')} rules={[requiredRule(t, t('hpBody'))]}>
        <Input.TextArea rows={10} maxLength={20000} showCount />
      </Form.Item>
    </FormDialog>
  )
}
