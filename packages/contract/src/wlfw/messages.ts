import type { Catalog } from '../messages'

/** Messages of the logistics services area. */
export const WLFW_MESSAGES = {
  wlfwNoArea: {
    zh_CN: '没有配送区域覆盖“{destination}”，暂不能配送到该地址',
    zh_HK: '沒有配送區域覆蓋「{destination}」，暫不能配送到該地址',
    en: 'No delivery area covers “{destination}”: we cannot deliver there yet',
  },
  wlfwLevelUnavailable: {
    zh_CN: '“{level}”当前不可用（已过截单时间、当天不配送或该区域未开通）',
    zh_HK: '「{level}」目前不可用（已過截單時間、當天不配送或該區域未開通）',
    en: '“{level}” is not available now (past the cut-off, not served that day, or not offered in the area)',
  },
} satisfies Record<string, Catalog>
