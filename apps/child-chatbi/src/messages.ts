import type { SubAppMessages } from '@store/micro'

const zh_CN = {
  ask: {
    title: '智能问数',
    note: '答案来自对本租户数据的一组固定的预设查询，未接入任何外部 AI 服务：只能回答下列预设问题，输入的问题会按关键词匹配到其中一个。',
    label: '你的问题',
    placeholder: '例如：近 14 天每天登录多少次？',
    submit: '提问',
    prepared: '预设问题',
    listFailed: '预设问题加载失败：{{message}}',
    retry: '重试',
    answering: '正在查询…',
    failed: '无法回答：{{message}}',
    noRows: '没有数据',
  },
  chart: {
    bar: '柱状图',
    line: '折线图',
    pie: '饼图',
    summary: '{{type}}，{{count}} 项，合计 {{total}}，最大值 {{max}}',
    share: '{{label}}：{{value}}（{{percent}}%）',
  },
}

type Messages = typeof zh_CN

const zh_HK: Messages = {
  ask: {
    title: '智能問數',
    note: '答案來自對本租戶數據的一組固定的預設查詢，未接入任何外部 AI 服務：只能回答下列預設問題，輸入的問題會按關鍵詞匹配到其中一個。',
    label: '你的問題',
    placeholder: '例如：近 14 天每天登入多少次？',
    submit: '提問',
    prepared: '預設問題',
    listFailed: '預設問題載入失敗：{{message}}',
    retry: '重試',
    answering: '正在查詢…',
    failed: '無法回答：{{message}}',
    noRows: '沒有數據',
  },
  chart: {
    bar: '棒形圖',
    line: '折線圖',
    pie: '圓形圖',
    summary: '{{type}}，{{count}} 項，合計 {{total}}，最大值 {{max}}',
    share: '{{label}}：{{value}}（{{percent}}%）',
  },
}

const en: Messages = {
  ask: {
    title: 'Ask your data',
    note: 'Answers come from a fixed set of prepared queries over this tenant’s data; no external AI service is used. Only the prepared questions below can be answered: a typed question is matched to one of them by its keywords.',
    label: 'Your question',
    placeholder: 'For example: How many sign-ins per day over the last 14 days?',
    submit: 'Ask',
    prepared: 'Prepared questions',
    listFailed: 'The prepared questions could not be loaded: {{message}}',
    retry: 'Retry',
    answering: 'Querying…',
    failed: 'No answer: {{message}}',
    noRows: 'No data',
  },
  chart: {
    bar: 'Bar chart',
    line: 'Line chart',
    pie: 'Pie chart',
    summary: '{{type}}, {{count}} items, total {{total}}, largest {{max}}',
    share: '{{label}}: {{value}} ({{percent}}%)',
  },
}

export const messages: SubAppMessages = { namespace: 'child-chatbi', resources: { zh_CN, zh_HK, en } }
