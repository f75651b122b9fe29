import type { ChartType, ChatbiRow, Locale } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { signInResults, signInsPerDay } from '../auth'
import { apiCallsByStatus, operationsPerMenu } from '../log'
import { noticesPerMonth } from '../notice'
import { usersPerDept } from '../org'
import { lastDays, lastMonths, localToday, onCalendar } from './calendar'

type Localized<T> = Record<Locale, T>

/** Where and when a question is answered. */
export interface AnswerContext {
  timeZone: string
  locale: Locale
  now: Date
}

/**
 * A question chat-BI can answer: no external AI is reachable, so "understanding" a question is matching
 * it to one of these, and each answers with one fixed, parameterised query over the tenant's own data.
 */
export interface PreparedQuestion {
  id: string
  text: Localized<string>
  chartType: ChartType
  keywords: Localized<string[]>
  /** the titles of the category and the count */
  columns: Localized<{ label: string; value: string }>
  answer(tx: Tx, context: AnswerContext): Promise<ChatbiRow[]>
}

const SIGN_IN_DAYS = 14
const SIGN_IN_RESULT_DAYS = 30
const OPERATION_DAYS = 30
const TOP_FUNCTIONS = 10
const NOTICE_MONTHS = 12
const API_DAYS = 7

const SIGN_IN_RESULT: Localized<{ succeeded: string; failed: string }> = {
  zh_CN: { succeeded: '成功', failed: '失败' },
  zh_HK: { succeeded: '成功', failed: '失敗' },
  en: { succeeded: 'Succeeded', failed: 'Failed' },
}
const NO_DEPT: Localized<string> = { zh_CN: '未分配部门', zh_HK: '未分配部門', en: 'No department' }

const rowsOf = (pairs: [string, number][]): ChatbiRow[] => pairs.map(([label, value]) => ({ label, value }))

export const PREPARED_QUESTIONS: readonly PreparedQuestion[] = [
  {
    id: 'sign-ins-daily',
    text: {
      zh_CN: `近 ${SIGN_IN_DAYS} 天每天登录多少次？`,
      zh_HK: `近 ${SIGN_IN_DAYS} 天每天登入多少次？`,
      en: `How many sign-ins per day over the last ${SIGN_IN_DAYS} days?`,
    },
    chartType: 'line',
    keywords: {
      zh_CN: ['登录', '登陆', '每天', '每日', '趋势'],
      zh_HK: ['登入', '每天', '每日', '趨勢'],
      en: ['sign in', 'login', 'log in', 'per day', 'daily', 'trend'],
    },
    columns: {
      zh_CN: { label: '日期', value: '登录次数' },
      zh_HK: { label: '日期', value: '登入次數' },
      en: { label: 'Day', value: 'Sign-ins' },
    },
    async answer(tx, { timeZone, now }) {
      const days = lastDays(localToday(now, timeZone), SIGN_IN_DAYS)
      const counts = await signInsPerDay(tx, days[0]!, timeZone)
      return rowsOf(
        onCalendar(
          days,
          counts.map((c) => ({ period: c.day, count: c.count })),
        ),
      )
    },
  },
  {
    id: 'sign-in-results',
    text: {
      zh_CN: `近 ${SIGN_IN_RESULT_DAYS} 天登录成功和失败各多少次？`,
      zh_HK: `近 ${SIGN_IN_RESULT_DAYS} 天登入成功和失敗各多少次？`,
      en: `How many sign-ins succeeded and failed over the last ${SIGN_IN_RESULT_DAYS} days?`,
    },
    chartType: 'pie',
    keywords: {
      zh_CN: ['登录', '登陆', '成功', '失败'],
      zh_HK: ['登入', '成功', '失敗'],
      en: ['sign in', 'login', 'log in', 'succeed', 'success', 'fail'],
    },
    columns: {
      zh_CN: { label: '结果', value: '次数' },
      zh_HK: { label: '結果', value: '次數' },
      en: { label: 'Result', value: 'Attempts' },
    },
    async answer(tx, { locale }) {
      const counts = new Map((await signInResults(tx, SIGN_IN_RESULT_DAYS)).map((c) => [c.success, c.count]))
      return rowsOf([
        [SIGN_IN_RESULT[locale].succeeded, counts.get(1) ?? 0],
        [SIGN_IN_RESULT[locale].failed, counts.get(0) ?? 0],
      ])
    },
  },
  {
    id: 'users-by-dept',
    text: {
      zh_CN: '各部门有多少用户？',
      zh_HK: '各部門有多少用戶？',
      en: 'How many users does each department have?',
    },
    chartType: 'bar',
    keywords: {
      zh_CN: ['部门', '用户', '人数', '员工'],
      zh_HK: ['部門', '用戶', '人數', '員工'],
      en: ['department', 'user', 'staff', 'headcount'],
    },
    columns: {
      zh_CN: { label: '部门', value: '用户数' },
      zh_HK: { label: '部門', value: '用戶數' },
      en: { label: 'Department', value: 'Users' },
    },
    async answer(tx, { locale }) {
      return (await usersPerDept(tx)).map((c) => ({ label: c.deptName ?? NO_DEPT[locale], value: c.count }))
    },
  },
  {
    id: 'operations-by-function',
    text: {
      zh_CN: `近 ${OPERATION_DAYS} 天哪些功能用得最多？`,
      zh_HK: `近 ${OPERATION_DAYS} 天哪些功能用得最多？`,
      en: `Which functions were used most over the last ${OPERATION_DAYS} days?`,
    },
    chartType: 'bar',
    keywords: {
      zh_CN: ['功能', '操作', '使用', '用得最多', '菜单'],
      zh_HK: ['功能', '操作', '使用', '用得最多', '選單'],
      en: ['function', 'operation', 'used', 'usage', 'menu', 'page'],
    },
    columns: {
      zh_CN: { label: '功能', value: '操作次数' },
      zh_HK: { label: '功能', value: '操作次數' },
      en: { label: 'Function', value: 'Operations' },
    },
    async answer(tx) {
      const counts = await operationsPerMenu(tx, OPERATION_DAYS, TOP_FUNCTIONS)
      return counts.map((c) => ({ label: c.menuName, value: c.count }))
    },
  },
  {
    id: 'notices-monthly',
    text: {
      zh_CN: `近 ${NOTICE_MONTHS} 个月每月发布了多少条通知？`,
      zh_HK: `近 ${NOTICE_MONTHS} 個月每月發佈了多少條通知？`,
      en: `How many notices were published per month over the last ${NOTICE_MONTHS} months?`,
    },
    chartType: 'bar',
    keywords: {
      zh_CN: ['通知', '公告', '每月', '发布'],
      zh_HK: ['通知', '公告', '每月', '發佈'],
      en: ['notice', 'announcement', 'per month', 'monthly', 'publish'],
    },
    columns: {
      zh_CN: { label: '月份', value: '通知数' },
      zh_HK: { label: '月份', value: '通知數' },
      en: { label: 'Month', value: 'Notices' },
    },
    async answer(tx, { timeZone, now }) {
      const months = lastMonths(localToday(now, timeZone), NOTICE_MONTHS)
      const counts = await noticesPerMonth(tx, months[0]!, timeZone)
      return rowsOf(
        onCalendar(
          months,
          counts.map((c) => ({ period: c.month, count: c.count })),
        ),
      )
    },
  },
  {
    id: 'api-calls-by-status',
    text: {
      zh_CN: `近 ${API_DAYS} 天接口调用的状态分布如何？`,
      zh_HK: `近 ${API_DAYS} 天介面調用的狀態分佈如何？`,
      en: `How are API calls split by status over the last ${API_DAYS} days?`,
    },
    chartType: 'pie',
    keywords: {
      zh_CN: ['接口', '调用', '状态', '请求'],
      zh_HK: ['介面', '調用', '狀態', '請求'],
      en: ['api', 'call', 'status', 'request'],
    },
    columns: {
      zh_CN: { label: '状态码', value: '调用次数' },
      zh_HK: { label: '狀態碼', value: '調用次數' },
      en: { label: 'Status', value: 'Calls' },
    },
    async answer(tx) {
      return (await apiCallsByStatus(tx, API_DAYS)).map((c) => ({ label: String(c.status), value: c.count }))
    },
  },
]
