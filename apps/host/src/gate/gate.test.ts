import { CURRENT_LOGIN_TOKEN_PATH } from '@store/contract'
import { storageKey } from '../session/keys'
import { runGate } from './gate'
import { SHELL_TAGS_ID } from './start-shell'

const SHELL_TAGS =
  '<link href="/main.3f2a9c1d.css" rel="stylesheet">' +
  '<script defer src="/main.js?abc123"></script><script defer src="/vendor.js?abc123"></script>'

/** The shell's page as configs/webpack/host.cjs writes it: its tags inert, then the gate. */
function shellPage(): void {
  document.head.innerHTML = '<title>Storedesk</title>'
  document.body.innerHTML = `<div id="root"></div><template id="${SHELL_TAGS_ID}">${SHELL_TAGS}</template>`
}

const headScripts = () =>
  Array.from(document.head.querySelectorAll('script')).map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }))

/** Issue 22 "signed out, open / → login form, nothing of the shell before the session is known". */
describe('the gate of the shell’s page', () => {
  beforeEach(() => {
    localStorage.clear()
    window.history.replaceState(null, '', '/member/list?lang=en')
    shellPage()
  })

  it('sends a browser without a session to the central login, returning to the address, and starts nothing', () => {
    const replace = jest.fn()
    runGate(document, replace)
    expect(replace).toHaveBeenCalledWith(`${CURRENT_LOGIN_TOKEN_PATH}?redirect=%2Fmember%2Flist%3Flang%3Den`)
    expect(headScripts()).toEqual([])
    expect(document.head.querySelector('link')).toBeNull()
  })

  it('starts the shell’s scripts in their order and its styles when the browser holds a session', () => {
    localStorage.setItem(storageKey('refreshToken'), 'r')
    const replace = jest.fn()
    runGate(document, replace)
    expect(replace).not.toHaveBeenCalled()
    expect(headScripts()).toEqual([
      { src: '/main.js?abc123', async: false },
      { src: '/vendor.js?abc123', async: false },
    ])
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/main.3f2a9c1d.css',
    )
  })

  it('starts the shell when the SSO server hands a session id back in the address', () => {
    window.history.replaceState(null, '', '/wel/index?storeSessionId=s1')
    const replace = jest.fn()
    runGate(document, replace)
    expect(replace).not.toHaveBeenCalled()
    expect(headScripts().map((script) => script.src)).toEqual(['/main.js?abc123', '/vendor.js?abc123'])
  })
})
