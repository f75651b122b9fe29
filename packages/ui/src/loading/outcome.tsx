import { lazy, Suspense } from 'react'
import type { ResultProps } from 'antd'

// antd's Result carries its 403, 404 and 500 pictures whatever the status: it loads with the first
// page that shows an outcome, not with the shell.
const Result = lazy(() =>
  import(/* webpackExports: ["Result"] */ 'antd').then(({ Result }) => ({ default: Result })),
)

/** antd's Result, loaded on first use. */
export function Outcome(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  )
}
