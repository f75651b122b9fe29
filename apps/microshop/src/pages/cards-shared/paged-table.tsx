import { Alert, Empty, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Page } from '@store/contract'
import { useLoaded, usePaging } from '@store/ui'

/**
 * A list served page by page: `load` asks for the page and size (and the filters it closes over, listed
 * in `deps`); `refilter` wraps a filter's setter so a new filter starts from page 1.
 */
export function usePagedList<T>(
  load: (paging: { current: number; size: number }) => Promise<Page<T>>,
  deps: readonly unknown[],
) {
  const { t } = useTranslation()
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const list = useLoaded(() => load({ current, size }), [current, size, ...deps])
  return { ...list, refilter, pagination: pagination(list.data?.total ?? 0) }
}

/** The list's table: loading until the first answer, the server's message on failure, an empty text. */
export function PagedTable<T extends { id: string }>(props: {
  list: ReturnType<typeof usePagedList<T>>
  columns: TableColumnsType<T>
}) {
  const { t } = useTranslation()
  const { list } = props
  return (
    <>
      {list.error && <Alert type="error" showIcon message={list.error} style={{ marginBottom: 16 }} />}
      <Table<T>
        rowKey="id"
        size="middle"
        columns={props.columns}
        dataSource={list.data?.records ?? []}
        loading={!list.data && !list.error}
        locale={{ emptyText: <Empty description={t('cardsNone')} /> }}
        pagination={list.pagination}
      />
    </>
  )
}
