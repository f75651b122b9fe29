import '@ant-design/v5-patch-for-react-19'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import i18next from 'i18next'
import type { ChatbiAnswer, ChatbiQuestion } from '@store/contract'
import { createBridge, type HostServices } from '@store/bridge'
import { ApiError, type Api } from '@store/request'
import subApp from '../../App'

/** The sub-app's client, faked: the page's calls are answered here instead of by a server. */
const mockApi = { get: jest.fn(), post: jest.fn() }
jest.mock('@store/request', () => ({
  ...jest.requireActual('@store/request'),
  createBridgeApi: () => mockApi as unknown as Api,
}))

const QUESTIONS: ChatbiQuestion[] = [
  {
    id: 'sign-ins-daily',
    text: { zh_CN: '近 3 天每天登录多少次？', zh_HK: '近 3 天每天登入多少次？', en: 'Sign-ins per day?' },
    chartType: 'line',
    keywords: { zh_CN: ['登录'], zh_HK: ['登入'], en: ['sign in'] },
  },
  {
    id: 'users-by-dept',
    text: { zh_CN: '各部门有多少用户？', zh_HK: '各部門有多少用戶？', en: 'Users per department?' },
    chartType: 'bar',
    keywords: { zh_CN: ['部门'], zh_HK: ['部門'], en: ['department'] },
  },
]
const SIGN_INS: ChatbiAnswer = {
  questionId: 'sign-ins-daily',
  title: '近 3 天每天登录多少次？',
  chartType: 'line',
  columns: { label: '日期', value: '登录次数' },
  rows: [
    { label: '2026-11-21', value: 0 },
    { label: '2026-11-22', value: 4 },
    { label: '2026-11-23', value: 7 },
  ],
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

async function renderPage() {
  const { bridge, control } = createBridge({} as HostServices, {
    theme: { name: 'green', colorPrimary: '#00aa55' },
  })
  const i18n = i18next.createInstance()
  await i18n.init({ lng: 'zh_CN', resources: {}, initAsync: false })
  bridge.subscribe((s) => void i18n.changeLanguage(s.locale))
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/child-chatbi/ask']}>
        <Routes>
          <Route
            path="/child-chatbi/*"
            element={<subApp.Component bridge={bridge} basename="/child-chatbi" i18n={i18n} />}
          />
        </Routes>
      </MemoryRouter>,
    )
  })
  return { control }
}

describe('the ask page', () => {
  beforeEach(() => {
    mockApi.get.mockReset().mockResolvedValue(QUESTIONS)
    mockApi.post.mockReset()
  })

  it('says that answers come from prepared queries without external AI, and lists the prepared questions', async () => {
    await renderPage()
    expect(screen.getByRole('note').textContent).toContain('未接入任何外部 AI 服务')
    const list = screen.getByRole('region', { name: '预设问题' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['近 3 天每天登录多少次？', '各部门有多少用户？'])
    expect(mockApi.get).toHaveBeenCalledWith('/api/store-chatbi/question/list')
  })

  it('a prepared question clicked is asked: loading first, then its chart (named, in the theme colour) and its table', async () => {
    const reply = deferred<ChatbiAnswer>()
    mockApi.post.mockReturnValue(reply.promise)
    await renderPage()
    fireEvent.click(screen.getByRole('button', { name: '近 3 天每天登录多少次？' }))
    expect(mockApi.post).toHaveBeenCalledWith('/api/store-chatbi/ask', {
      question: '近 3 天每天登录多少次？',
    })
    expect(screen.getByRole('status').textContent).toContain('正在查询…')
    expect(screen.getByRole('textbox', { name: '你的问题' })).toHaveProperty(
      'value',
      '近 3 天每天登录多少次？',
    )

    await act(async () => reply.resolve(SIGN_INS))
    const chart = screen.getByRole('img', { name: /近 3 天每天登录多少次？/ })
    expect(chart.querySelector('desc')!.textContent).toBe('折线图，3 项，合计 11，最大值 7')
    expect(chart.querySelector('polyline')!.getAttribute('stroke')).toBe('#00aa55')
    expect(chart.querySelectorAll('circle')).toHaveLength(3)
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['日期', '登录次数'])
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['2026-11-210', '2026-11-224', '2026-11-237'])
  })

  it('a typed question is asked as typed; the server’s refusal shows as the error', async () => {
    mockApi.post.mockRejectedValue(new ApiError(400, '只能回答预设的问题：…'))
    await renderPage()
    const box = screen.getByRole('textbox', { name: '你的问题' })
    fireEvent.change(box, { target: { value: '  明天会下雨吗？ ' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^提\s?问$/ })))
    expect(mockApi.post).toHaveBeenCalledWith('/api/store-chatbi/ask', { question: '明天会下雨吗？' })
    expect(screen.getByRole('alert').textContent).toContain('无法回答：只能回答预设的问题：…')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('a pie answer draws a slice and a legend entry with its share per row', async () => {
    mockApi.post.mockResolvedValue({
      ...SIGN_INS,
      chartType: 'pie',
      rows: [
        { label: '成功', value: 3 },
        { label: '失败', value: 1 },
      ],
    })
    await renderPage()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '近 3 天每天登录多少次？' })))
    const chart = screen.getByRole('img', { name: /近 3 天/ })
    expect(chart.querySelectorAll('path')).toHaveLength(2)
    expect([...chart.querySelectorAll('path > title')].map((t) => t.textContent)).toEqual([
      '成功：3（75%）',
      '失败：1（25%）',
    ])
    expect([...chart.querySelectorAll('g > text')].map((t) => t.textContent)).toEqual([
      '成功：3（75%）',
      '失败：1（25%）',
    ])
  })

  it('the shell switching language changes the page at once and asks the shown question again', async () => {
    mockApi.post.mockResolvedValue(SIGN_INS)
    const { control } = await renderPage()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '近 3 天每天登录多少次？' })))
    mockApi.post.mockResolvedValue({ ...SIGN_INS, title: 'Sign-ins per day?' })
    await act(async () => control.setState({ locale: 'en' }))
    expect(screen.getByRole('button', { name: 'Users per department?' })).toBeTruthy()
    expect(screen.getByText(/no external AI service is used/)).toBeTruthy()
    expect(mockApi.post).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('img', { name: /Sign-ins per day\?/ })).toBeTruthy()
  })

  it('a failed question list can be loaded again', async () => {
    mockApi.get.mockRejectedValueOnce(new ApiError(0, '请求超时'))
    await renderPage()
    expect(screen.getByText('预设问题加载失败：请求超时')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^重\s?试$/ })))
    expect(screen.getByRole('button', { name: '各部门有多少用户？' })).toBeTruthy()
  })
})
