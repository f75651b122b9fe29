import { useState } from 'react'
import type { TablePaginationConfig } from 'antd'
import { useTranslation } from 'react-i18next'

const PAGE_SIZE = 10

/**
 * The paging of a list served page by page: the page and size to ask for, the table's pagination for
 * the total the server answered, and `restart` for a changed filter (back to page 1).
 */
export function usePaging() {
  const { t } = useTranslation()
  const [current, setCurrent] = useState(1)
  const [size, setSize] = useState(PAGE_SIZE)
  return {
    current,
    size,
    restart: () => setCurrent(1),
    pagination: (total: number): TablePaginationConfig => ({
      current,
      pageSize: size,
      total,
      showSizeChanger: true,
      showTotal: (n) => t('total', { total: n }),
      onChange: (page, pageSize) => {
        setCurrent(pageSize === size ? page : 1)
        setSize(pageSize)
      },
    }),
  }
}
