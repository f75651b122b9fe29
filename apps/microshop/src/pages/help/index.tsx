import { useCallback, useState } from 'react'
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Input,
  Row,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd'
import { useTranslation } from 'react-i18next'
import {
  HELP_ARTICLE_STATUSES,
  SHOP_CONTENT_CODES as C,
  helpEndpoints as ep,
  type HelpArticle,
  type HelpArticleStatus,
  type HelpCategory,
} from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging, useSubmit } from '@store/ui'
import { CategoryPanel } from './categories'
import { ArticleDialog, CategoryDialog } from './dialogs'

/**
 * The help centre (`/microshop/help`): categories on the left; the articles of the picked one (or all) with
 * title search, state filter and paging; New / Edit, Publish / Unpublish, Delete after a confirmation.
 */
export default function HelpPage() {
  const { t } = useTranslation()
  const api = useApi()
  const { services } = useBridge()
  const canEdit = useButton(C.helpEdit)
  const canPublish = useButton(C.helpPublish)
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [categoryId, setCategoryId] = useState<string>()
  const [title, setTitle] = useState<string>()
  const [status, setStatus] = useState<HelpArticleStatus>()
  const [categoryDialog, setCategoryDialog] = useState<HelpCategory | 'new' | null>(null)
  const [articleDialog, setArticleDialog] = useState<HelpArticle | 'new' | null>(null)
  const categories = useLoaded(() => call(api, ep.categoryList, {}), [api])
  const articles = useLoaded(
    () =>
      call(api, ep.page, {
        query: {
          current,
          size,
          ...(categoryId ? { categoryId } : {}),
          ...(title ? { title } : {}),
          ...(status ? { status } : {}),
        },
      }),
    [api, current, size, categoryId, title, status],
  )
  const reloadAll = useCallback(() => {
    void categories.reload()
    void articles.reload()
  }, [categories, articles])
  const removeCategory = useSubmit(
    (c: HelpCategory) => call(api, ep.categoryRemove, { query: { id: c.id } }),
    {
      success: t('hpDeleted'),
      done: () => {
        setCategoryId(undefined)
        reloadAll()
      },
    },
  )
  const publish = useSubmit(
    (a: HelpArticle) => call(api, ep.publish, { body: { id: a.id, published: a.status === 'draft' } }),
    { success: t('saved'), done: () => void articles.reload() },
  )
  const remove = useSubmit((a: HelpArticle) => call(api, ep.remove, { query: { ids: a.id } }), {
    success: t('hpDeleted'),
    done: reloadAll,
  })
  const confirmed = async (title: string) => services.confirm({ title, danger: true })

  const columns: TableColumnsType<HelpArticle> = [
    { title: t('hpTitleField'), dataIndex: 'title' },
    { title: t('hpCategory'), dataIndex: 'categoryName' },
    { title: t('hpSort'), dataIndex: 'sort' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: HelpArticleStatus) => (
        <Tag color={s === 'published' ? 'success' : 'default'}>{t(`hp_${s}`)}</Tag>
      ),
    },
    { title: t('hpPublishTime'), dataIndex: 'publishTime', render: (v: string | null) => v ?? '—' },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, a) => (
        <Space>
          {canEdit && (
            <Button size="small" onClick={() => setArticleDialog(a)}>
              {t('edit')}
            </Button>
          )}
          {canPublish && (
            <Button size="small" onClick={() => void publish.submit(a)}>
              {a.status === 'draft' ? t('hpPublish') : t('hpUnpublish')}
            </Button>
          )}
          {canEdit && (
            <Button
              size="small"
              danger
              onClick={async () => {
                if (await confirmed(t('hpConfirmDelete', { title: a.title }))) void remove.submit(a)
              }}
            >
              {t('hpDelete')}
            </Button>
          )}
        </Space>
      ),
    },
  ]

  return (
    <Row gutter={16}>
      <Col xs={24} md={7} lg={6}>
        <CategoryPanel
          categories={categories.data}
          error={categories.error}
          selected={categoryId}
          canEdit={canEdit}
          onSelect={refilter(setCategoryId)}
          onAdd={() => setCategoryDialog('new')}
          onEdit={setCategoryDialog}
          onRemove={async (c) => {
            if (await confirmed(t('hpConfirmDeleteCategory', { name: c.name }))) void removeCategory.submit(c)
          }}
        />
      </Col>
      <Col xs={24} md={17} lg={18}>
        <Card title={t('hpTitle')}>
          <Space wrap style={{ marginBottom: 16 }}>
            <Input.Search
              allowClear
              placeholder={t('hpSearch')}
              aria-label={t('hpSearch')}
              onSearch={(v) => refilter(setTitle)(v.trim() || undefined)}
              style={{ width: 220 }}
            />
            <Select<HelpArticleStatus>
              allowClear
              placeholder={t('status')}
              aria-label={t('status')}
              style={{ width: 140 }}
              value={status}
              onChange={refilter(setStatus)}
              options={HELP_ARTICLE_STATUSES.map((s) => ({ value: s, label: t(`hp_${s}`) }))}
            />
            <Button onClick={reloadAll}>{t('refresh')}</Button>
            {canEdit && (
              <Button
                type="primary"
                onClick={() => setArticleDialog('new')}
                disabled={!categories.data?.length}
              >
                {t('hpAddArticle')}
              </Button>
            )}
          </Space>
          {articles.error && (
            <Alert type="error" showIcon message={articles.error} style={{ marginBottom: 16 }} />
          )}
          <Table<HelpArticle>
            rowKey="id"
            columns={columns}
            dataSource={articles.data?.records ?? []}
            loading={!articles.data && !articles.error}
            locale={{ emptyText: <Empty description={t('hpEmpty')} /> }}
            pagination={pagination(articles.data?.total ?? 0)}
          />
        </Card>
      </Col>
      <CategoryDialog category={categoryDialog} onClose={() => setCategoryDialog(null)} onDone={reloadAll} />
      <ArticleDialog
        article={articleDialog}
        categories={categories.data ?? []}
        {...(categoryId ? { categoryId } : {})}
        onClose={() => setArticleDialog(null)}
        onDone={reloadAll}
      />
    </Row>
  )
}
