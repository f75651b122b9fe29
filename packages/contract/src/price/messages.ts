import type { Catalog } from '../messages'

/** Messages of the price centre: refusals, and the texts of its realtime notices. */
export const PRICE_MESSAGES = {
  priceListMissing: {
    zh_CN: '价目表不存在或已停用',
    zh_HK: '價目表不存在或已停用',
    en: 'The price list does not exist or is disabled',
  },
  priceGoodsMissing: {
    zh_CN: '商品不存在：{id}',
    zh_HK: '商品不存在：{id}',
    en: 'No such goods: {id}',
  },
  priceDuplicateGoods: {
    zh_CN: '同一商品在调价单中只能出现一次：{id}',
    zh_HK: '同一商品在調價單中只能出現一次：{id}',
    en: 'A goods may appear only once on a change order: {id}',
  },
  priceOrderState: {
    zh_CN: '调价单当前状态为“{status}”，不能{action}',
    zh_HK: '調價單目前狀態為「{status}」，不能{action}',
    en: 'The change order is “{status}”: it cannot be {action}',
  },
  priceOrderNotSubmitter: {
    zh_CN: '只有提交人可以撤回调价单',
    zh_HK: '只有提交人可以撤回調價單',
    en: 'Only the submitter may withdraw the change order',
  },
  priceItemRule: {
    zh_CN: '固定价需填写价格；公式需填写基准价目表和折扣',
    zh_HK: '固定價需填寫價格；公式需填寫基準價目表和折扣',
    en: 'A fixed price needs a price; a formula needs a base list and a discount',
  },
  priceItemSelfBase: {
    zh_CN: '公式的基准价目表不能是本价目表',
    zh_HK: '公式的基準價目表不能是本價目表',
    en: 'A formula cannot be based on its own list',
  },
  priceScopeValue: {
    zh_CN: '该适用范围需要填写：{field}',
    zh_HK: '該適用範圍需要填寫：{field}',
    en: 'This scope needs: {field}',
  },
  priceValidity: {
    zh_CN: '失效时间必须晚于生效时间',
    zh_HK: '失效時間必須晚於生效時間',
    en: 'The end of validity must be after its start',
  },
  priceStrategyFollow: {
    zh_CN: '“跟随价目表”策略需要选择价目表',
    zh_HK: '「跟隨價目表」策略需要選擇價目表',
    en: 'A follow-a-list strategy needs the list it follows',
  },
  priceAnomalyHandled: {
    zh_CN: '该异常已解决',
    zh_HK: '該異常已解決',
    en: 'The anomaly is already resolved',
  },
  priceActionSubmit: { zh_CN: '提交', zh_HK: '提交', en: 'submitted' },
  priceActionEdit: { zh_CN: '修改', zh_HK: '修改', en: 'changed' },
  priceActionWithdraw: { zh_CN: '撤回', zh_HK: '撤回', en: 'withdrawn' },
  priceActionRemove: { zh_CN: '删除', zh_HK: '刪除', en: 'removed' },
  priceTagJobMissing: {
    zh_CN: '打印任务不存在：{id}',
    zh_HK: '列印任務不存在：{id}',
    en: 'No such print job: {id}',
  },
  priceTagPlanMissing: {
    zh_CN: '价签管理没有这个打印方案：{id}',
    zh_HK: '價簽管理沒有這個列印方案：{id}',
    en: 'The price tags have no such print plan: {id}',
  },
  priceTagReprintForbidden: {
    zh_CN: '打印方案“{plan}”禁止重复打印，该任务已打印 {count} 次',
    zh_HK: '列印方案「{plan}」禁止重複列印，該任務已列印 {count} 次',
    en: 'The print plan “{plan}” forbids reprinting: this job was printed {count} times already',
  },
  priceTagLayout: {
    zh_CN: '价签版面无效：{reason}',
    zh_HK: '價簽版面無效：{reason}',
    en: 'The tag layout is not valid: {reason}',
  },
  priceTagOutside: {
    zh_CN: '第 {n} 个元素超出了 {width}×{height} 毫米的价签',
    zh_HK: '第 {n} 個元素超出了 {width}×{height} 毫米的價簽',
    en: 'Element {n} lies outside the {width}×{height} mm tag',
  },
} satisfies Record<string, Catalog>
