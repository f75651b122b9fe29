import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { watchReleases } from './release-watch'
import { VersionBanner } from './VersionBanner'

// the poll itself is release-watch.test.ts's; here the banner is told of a release
jest.mock('./release-watch', () => ({
  fetchShellPage: jest.fn(),
  watchReleases: jest.fn(() => () => undefined),
}))

function released() {
  render(<VersionBanner />)
  const { onRelease } = jest.mocked(watchReleases).mock.calls.at(-1)![0]
  act(() => onRelease())
}

describe('§4 the new-version banner', () => {
  beforeAll(() => i18next.changeLanguage('zh_CN'))

  it('§4 version banner: nothing shows until a release is seen', () => {
    render(<VersionBanner />)
    expect(screen.queryByText('程序已发布新版本，请刷新进行更新。')).toBeNull()
  })

  it('§4 version banner: a release shows the message with 刷新 and 稍后', () => {
    released()
    expect(screen.getByText('程序已发布新版本，请刷新进行更新。')).toBeTruthy()
    expect(screen.getByRole('button', { name: /刷\s*新/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /稍\s*后/ })).toBeTruthy()
  })

  it('§4 version banner: 稍后 hides the banner', () => {
    released()
    fireEvent.click(screen.getByRole('button', { name: /稍\s*后/ }))
    expect(screen.queryByText('程序已发布新版本，请刷新进行更新。')).toBeNull()
  })
})
