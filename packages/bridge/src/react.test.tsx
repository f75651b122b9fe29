import { Activity } from 'react'
import { act, render } from '@testing-library/react'
import { createBridge, type HostServices } from './index'
import { BridgeProvider, useUnsavedEdits } from './react'

function Page({ dirty }: { dirty: boolean }) {
  useUnsavedEdits(dirty)
  return null
}

function renderPage(services: Partial<HostServices>) {
  const { bridge } = createBridge(services as HostServices)
  const view = (dirty: boolean, mode: 'visible' | 'hidden' = 'visible') => (
    <BridgeProvider bridge={bridge}>
      <Activity mode={mode}>
        <Page dirty={dirty} />
      </Activity>
    </BridgeProvider>
  )
  const { rerender } = render(view(false))
  return { show: (dirty: boolean, mode?: 'visible' | 'hidden') => act(() => rerender(view(dirty, mode))) }
}

describe('a page marks its tab as holding unsaved edits (spec §4, bridge 1.1 setUnsaved)', () => {
  it('reports each change of its edits to the host', () => {
    const marks: boolean[] = []
    const page = renderPage({ setUnsaved: (dirty) => void marks.push(dirty) })
    page.show(true)
    page.show(false)
    expect(marks).toEqual([false, true, false])
  })

  it('a hidden kept-alive page keeps its mark: hiding is not saving', () => {
    const marks: boolean[] = []
    const page = renderPage({ setUnsaved: (dirty) => void marks.push(dirty) })
    page.show(true)
    page.show(true, 'hidden')
    expect(marks).toEqual([false, true])
  })

  it("a value returned by the host's setUnsaved is not taken for an effect clean-up", () => {
    const page = renderPage({
      setUnsaved: (() => ({ type: 'tabs/unsavedMarked' })) as HostServices['setUnsaved'],
    })
    page.show(true)
    expect(() => page.show(false)).not.toThrow()
  })

  it('in a host older than bridge 1.1 (no setUnsaved) it does nothing', () => {
    const page = renderPage({})
    expect(() => page.show(true)).not.toThrow()
  })
})
