import { LOCALES } from '@store/contract'
import { matchQuestion } from './matcher'
import { PREPARED_QUESTIONS } from './questions'

const matched = (asked: string) => matchQuestion(asked, PREPARED_QUESTIONS)?.id

describe('chat-BI question matching: a free-text question finds its prepared question or none', () => {
  it('every prepared question’s own text finds it, in every language, whatever the spacing and punctuation', () => {
    for (const q of PREPARED_QUESTIONS) {
      for (const locale of LOCALES) expect([locale, matched(q.text[locale])]).toEqual([locale, q.id])
    }
    expect(matched('  HOW many users does each department have ')).toBe('users-by-dept')
    expect(matched('各部门有多少用户?')).toBe('users-by-dept')
  })

  it('paraphrases find the question sharing the most keywords', () => {
    expect(matched('每天的登录趋势')).toBe('sign-ins-daily')
    expect(matched('登入失敗的次數')).toBe('sign-in-results')
    expect(matched('Daily logins, please')).toBe('sign-ins-daily')
    expect(matched('headcount per department')).toBe('users-by-dept')
    expect(matched('哪些菜单使用最多')).toBe('operations-by-function')
    expect(matched('Monthly announcements')).toBe('notices-monthly')
    expect(matched('API requests by status')).toBe('api-calls-by-status')
  })

  it('a Latin keyword must start a word: “reuse” is not “user”, “capital” is not “api”', () => {
    expect(matched('reuse capital')).toBeUndefined()
  })

  it('nothing in common, or a tie between two questions, finds none', () => {
    expect(matched('明天会下雨吗')).toBeUndefined()
    expect(matched('')).toBeUndefined()
    expect(matched('登录')).toBeUndefined()
  })
})
