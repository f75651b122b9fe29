import type {
  Downline,
  PriceOrderNotice,
  RealtimeEvent,
  RealtimeEvents,
  RealtimeFileNotice,
  RealtimeMessage,
  VoiceTime,
  WorkflowNotice,
} from '@store/contract'

export type NoticeLevel = 'info' | 'success' | 'warning' | 'error'

/** How the shell shows one realtime event. */
export type Presentation =
  | {
      kind: 'notify'
      level: NoticeLevel
      /** the event's own title; the shell's title of the event otherwise */
      title?: string
      description?: string
      /** texts of the shell's realtime messages, worded when shown, in place of title and description */
      titleKey?: string
      descriptionKey?: string
      params?: Record<string, string>
      /** a file to download or a page to open */
      address?: string
      /** how long it stays: milliseconds, `null` until closed, `undefined` antd's default */
      durationMs?: number | null
      voiceTime?: VoiceTime
    }
  | { kind: 'downline'; forcedOffline: boolean }
  /** forwarded to sub-apps only */
  | { kind: 'silent' }

/** spec §9: price-order messages show for 5000 ms. */
export const PRICE_ORDER_MS = 5000

const PRICE_ORDER_LEVELS: Partial<Record<RealtimeEvent, NoticeLevel>> = {
  newPriceOrderMessage: 'info',
  newPriceOrderCheckMessage: 'info',
  newPriceOrderCheckSuccessMessage: 'success',
  newPriceOrderCheckFailMessage: 'error',
}
const MESSAGE_LEVELS: Partial<Record<RealtimeEvent, NoticeLevel>> = {
  newOrder: 'info',
  refundOrder: 'warning',
  newGoodsSyncFail: 'error',
  wxNeardown: 'warning',
}
const FILE_EVENTS: ReadonlySet<RealtimeEvent> = new Set(['down', 'exportNotify', 'uploadNotify'])

const message = (m: RealtimeMessage, level: NoticeLevel, durationMs?: number | null): Presentation => ({
  kind: 'notify',
  level,
  title: m.title,
  description: m.content,
  address: m.address,
  durationMs,
  voiceTime: m.voiceTime,
})

/**
 * A file notice stays until closed (spec §9); without an address it failed and shows the server's
 * `msg` as an error (spec §8).
 */
const fileNotice = (f: RealtimeFileNotice): Presentation =>
  f.address
    ? { kind: 'notify', level: 'success', title: f.title, address: f.address, durationMs: null }
    : { kind: 'notify', level: 'error', title: f.title, description: f.msg, durationMs: null }

/** A price-order event, worded by the shell from the event and the order's params. */
const priceOrderNotice = (event: RealtimeEvent, level: NoticeLevel, n: PriceOrderNotice): Presentation => ({
  kind: 'notify',
  level,
  descriptionKey: `price.${event}`,
  params: n.params,
  address: n.address,
  durationMs: PRICE_ORDER_MS,
})

/**
 * A workflow notice stays until closed (spec §9), worded by the shell from its key; one that only
 * brings a new to-do count is for the to-do badge.
 */
function workflowNotice({ notice, params = {}, address }: WorkflowNotice): Presentation {
  if (!notice) return { kind: 'silent' }
  const text =
    notice === 'urge' && params.comment
      ? { description: params.comment }
      : { descriptionKey: notice === 'end' ? `workflow.end.${params.status}` : `workflow.content.${notice}` }
  return {
    kind: 'notify',
    level: 'info',
    titleKey: `workflow.title.${notice}`,
    ...text,
    params,
    address,
    durationMs: null,
  }
}

/** The spec's rules (§4 sound alerts, §8 downline, §9 durations) for one event. */
export function presentationOf<K extends RealtimeEvent>(event: K, payload: RealtimeEvents[K]): Presentation {
  if (event === 'downline')
    return { kind: 'downline', forcedOffline: (payload as Downline).reason === 'forced_offline' }
  if (event === 'callClientFunction') return { kind: 'silent' }
  if (event === 'haveNewNotice') {
    return { kind: 'notify', level: 'info', description: (payload as RealtimeEvents['haveNewNotice']).title }
  }
  if (FILE_EVENTS.has(event)) return fileNotice(payload as RealtimeFileNotice)
  if (event === 'workflowNotify') return workflowNotice(payload as WorkflowNotice)
  const priceOrder = PRICE_ORDER_LEVELS[event]
  if (priceOrder) return priceOrderNotice(event, priceOrder, payload as PriceOrderNotice)
  return message(payload as RealtimeMessage, MESSAGE_LEVELS[event] ?? 'info')
}
