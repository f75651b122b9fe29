import type { Locale } from '@store/bridge'

/** A menu route as `GET /api/blade-system/menu/routes` gives it (spec §3 Menu item), the fields the shell reads. */
export interface MenuRoute {
  id: string
  parentId: string
  applicationId: string | null
  code: string
  name: string
  title: string
  /** the titles from the top down, slash-separated */
  view: string
  path: string | null
  source: string | null
  category: number
  remark: string | null
  query: string | null
  isMicro: number
  microName: string | null
  meta: {
    keepAlive: boolean
    i18n: Record<Locale, string>
    expireTime: string
    expired: boolean
    available: boolean
    roles?: string[]
  }
  children?: MenuRoute[]
}

/** An application of the left application bar (`menu/applicationInfoList`). */
export interface Application {
  id: string
  code: string
  menuCode: string
  name: string
  title: string
  path: string | null
  icon: string | null
  isMicro: number
  microName: string | null
  sort: number
}
