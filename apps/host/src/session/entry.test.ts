import { CURRENT_LOGIN_TOKEN_PATH } from '@store/contract'
import { signedOutRedirect } from './entry'
import { storageKey } from './keys'

/** Issue 22: a signed-out visit goes to the central login before the shell downloads. */
describe('the entry sends a browser without a session to the central login', () => {
  beforeEach(() => {
    localStorage.clear()
    window.history.replaceState(null, '', '/member/list?lang=en')
  })

  it('with nothing stored, to the central login, returning to where it was', () => {
    expect(signedOutRedirect()).toBe(`${CURRENT_LOGIN_TOKEN_PATH}?redirect=%2Fmember%2Flist%3Flang%3Den`)
  })

  it('not with a stored session, a stored session id, or a session id handed back in the address', () => {
    localStorage.setItem(storageKey('refreshToken'), 'r')
    expect(signedOutRedirect()).toBeNull()
    localStorage.clear()
    localStorage.setItem(storageKey('storeSessionId'), 's')
    expect(signedOutRedirect()).toBeNull()
    localStorage.clear()
    window.history.replaceState(null, '', '/wel/index?storeSessionId=')
    expect(signedOutRedirect()).toBeNull()
  })
})
