import '@ant-design/v5-patch-for-react-19'
import { fireEvent, waitFor, within } from '@testing-library/react'
import i18next from 'i18next'
import { bindNavigate } from '../router/navigation'
import { shellStore } from '../store/shell-store'
import { tabActions } from '../store/tabs-slice'
import { requestClose, switchBusinessUnit } from './close'
import { tabFor } from './rules'

const values = () => shellStore.getState().tabs.list.map((t) => t.value)

/** The unanswered confirm dialog with this title (answered ones linger in jsdom: their fade-out never ends). */
async function confirmTitled(title: string) {
  const dialog = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].filter(
      (d) => !d.dataset.answered && d.querySelector('.ant-modal-confirm-title')?.textContent === title,
    )
    expect(open.length).toBeGreaterThan(0)
    return open.at(-1)!
  })
  return {
    text: dialog.textContent,
    click(name: string) {
      dialog.dataset.answered = 'yes'
      fireEvent.click(within(dialog).getByRole('button', { name }))
    },
  }
}

describe('a tab with unsaved edits asks before it closes (spec §4, §8 texts)', () => {
  const navigated: string[] = []
  beforeAll(async () => {
    await i18next.changeLanguage('zh_CN')
    bindNavigate((path) => void navigated.push(path))
  })
  beforeEach(() => {
    shellStore.dispatch(tabActions.reset())
    shellStore.dispatch(tabActions.opened(tabFor('/child-store-demo/detail/11', '陈列方案')))
    shellStore.dispatch(tabActions.opened(tabFor('/system/user', '用户')))
  })

  it('cancel keeps the tab and its mark; OK closes it and drops the mark', async () => {
    shellStore.dispatch(tabActions.unsavedMarked({ value: '/child-store-demo/detail/11', dirty: true }))

    const kept = requestClose({ kind: 'one', value: '/child-store-demo/detail/11' })
    const asked = await confirmTitled('关闭将不保存本页修改')
    expect(asked.text).toContain('陈列方案')
    asked.click('取 消')
    await expect(kept).resolves.toBe(false)
    expect(values()).toContain('/child-store-demo/detail/11')
    expect(shellStore.getState().tabs.unsaved).toEqual(['/child-store-demo/detail/11'])

    const closed = requestClose({ kind: 'one', value: '/child-store-demo/detail/11' })
    ;(await confirmTitled('关闭将不保存本页修改')).click('确 定')
    await expect(closed).resolves.toBe(true)
    expect(values()).toEqual(['/wel/index', '/system/user'])
    expect(shellStore.getState().tabs.unsaved).toEqual([])
    expect(navigated.at(-1)).toBe('/system/user')
  })

  it('close all over an unsaved tab asks with the many-pages text', async () => {
    shellStore.dispatch(tabActions.unsavedMarked({ value: '/child-store-demo/detail/11', dirty: true }))
    const closed = requestClose({ kind: 'all' })
    ;(await confirmTitled('关闭页面将会丢失未保存的数据，是否确认关闭？')).click('确 定')
    await expect(closed).resolves.toBe(true)
    expect(values()).toEqual(['/wel/index'])
  })

  it('a clean tab closes at once; a page that saved clears its mark', async () => {
    shellStore.dispatch(tabActions.unsavedMarked({ value: '/system/user', dirty: true }))
    shellStore.dispatch(tabActions.unsavedMarked({ value: '/system/user', dirty: false }))
    await expect(requestClose({ kind: 'one', value: '/system/user' })).resolves.toBe(true)
    expect(values()).toEqual(['/wel/index', '/child-store-demo/detail/11'])
  })

  it('a tab that is not open cannot be marked', () => {
    shellStore.dispatch(tabActions.unsavedMarked({ value: '/nowhere', dirty: true }))
    expect(shellStore.getState().tabs.unsaved).toEqual([])
  })
})

describe('§8 business-unit switch', () => {
  beforeEach(() => {
    shellStore.dispatch(tabActions.reset())
    shellStore.dispatch(tabActions.opened(tabFor('/system/user', '用户')))
    shellStore.dispatch(tabActions.unsavedMarked({ value: '/system/user', dirty: true }))
  })

  it('§8 business-unit switch warns 此操作将清空未保存的数据以及关闭正在浏览的页面, 是否继续? and cancel changes nothing', async () => {
    const apply = jest.fn()
    const stayed = switchBusinessUnit(apply)
    ;(await confirmTitled('此操作将清空未保存的数据以及关闭正在浏览的页面, 是否继续?')).click('取 消')
    await expect(stayed).resolves.toBe(false)
    expect(apply).not.toHaveBeenCalled()
    expect(values()).toEqual(['/wel/index', '/system/user'])
  })

  it('§8 business-unit switch: OK switches, clears unsaved data and closes the pages', async () => {
    const apply = jest.fn()
    const switched = switchBusinessUnit(apply)
    ;(await confirmTitled('此操作将清空未保存的数据以及关闭正在浏览的页面, 是否继续?')).click('确 定')
    await expect(switched).resolves.toBe(true)
    expect(apply).toHaveBeenCalledTimes(1)
    expect(values()).toEqual(['/wel/index'])
    expect(shellStore.getState().tabs.unsaved).toEqual([])
    expect(shellStore.getState().tabs.active).toBe('/wel/index')
  })
})
