import { Alert, Skeleton } from 'antd'

/** What a block shows before its data is there: its load's failure, or a skeleton while it loads. */
export function LoadState({ error }: { error: string | null }) {
  return error ? <Alert type="error" showIcon message={error} /> : <Skeleton active />
}
