import { useState } from 'react'
import type { TablePaginationConfig } from 'antd'

const PAGE_SIZE = 10

/**
 * The paging of a list served page by page: the page and size to ask for, the table's pagination for
 * the total the server answered (worded by `totalText`, in the screen's language), and `restart` for a
 * changed filter (back to page 1).
 */
export function usePaging(totalText: (total: number) => string) {
  const [current, setCurrent] = useState(1)
  const [size, setSize] = useState(PAGE_SIZE)
  return {
    current,
    size,
    restart: () => setCurrent(1),
    /** A filter's setter that also goes back to the first page: a new filter pages from the start. */
    refilter:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        setCurrent(1)
        set(value)
      },
    pagination: (total: number): TablePaginationConfig => ({
      current,
      pageSize: size,
      total,
      showSizeChanger: true,
      showTotal: totalText,
      onChange: (page, pageSize) => {
        setCurrent(pageSize === size ? page : 1)
        setSize(pageSize)
      },
    }),
  }
}
