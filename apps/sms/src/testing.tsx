import '@ant-design/v5-patch-for-react-19'
import type { FakeRoute } from '@store/ui/testing'
import { renderSubApp } from '@store/micro/testing'
import subApp from './App'

export { initI18n } from '@store/micro/testing'

/** Renders the sub-app at `path` (relative to its base route) against an in-memory server. */
export const renderArea = (path: string, routes: Record<string, FakeRoute>, buttons: string[]) =>
  renderSubApp(subApp, path, { routes, buttons })

export const page = <T,>(records: T[], total = records.length, current = 1, size = 10) => ({
  data: { records, total, current, size, pages: Math.ceil(total / size) },
})
