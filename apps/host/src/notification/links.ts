import type { InboxNotice } from '@store/contract'

/** spec §2 /topDetail: the notice travels in the query (link, time, title, userName, phone) with its id. */
export function topDetailLink(
  n: Pick<InboxNotice, 'id' | 'title' | 'time' | 'address' | 'userName' | 'phone'>,
) {
  const query = new URLSearchParams({ id: n.id, title: n.title, time: n.time })
  if (n.address) query.set('link', n.address)
  if (n.userName) query.set('userName', n.userName)
  if (n.phone) query.set('phone', n.phone)
  return `/topDetail?${query}`
}

/** spec §2 /notification: type 1 all notices, 2 downloads, 3 product updates; /notification/list is type 1. */
export const NOTIFICATION_TYPES = [1, 2, 3] as const

export function notificationTypeOf(path: string): number {
  const url = new URL(path, 'http://shell')
  if (url.pathname !== '/notification') return 1
  const type = Number(url.searchParams.get('type'))
  return (NOTIFICATION_TYPES as readonly number[]).includes(type) ? type : 1
}
