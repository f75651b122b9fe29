import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createBridge, type HostServices, type Notice } from '@store/bridge'
import { BridgeProvider } from '@store/bridge/react'
import { useSubmit } from './use-submit'

/** A save button over `send`, busy while saving but still clickable: the hook alone guards it. */
function SaveButton({ send, done }: { send(name: string): Promise<{ id: string }>; done(): void }) {
  const { saving, submit } = useSubmit(send, { success: ({ id }) => `Saved as ${id}`, done })
  return (
    <button type="button" aria-busy={saving} onClick={() => void submit('Ann')}>
      Save
    </button>
  )
}

function setUp(send: (name: string) => Promise<{ id: string }>) {
  const notices: Notice[] = []
  const done = jest.fn()
  const services = { notify: (notice: Notice) => void notices.push(notice) } as Partial<HostServices>
  const { bridge } = createBridge(services as HostServices, { locale: 'en' })
  render(
    <BridgeProvider bridge={bridge}>
      <SaveButton send={send} done={done} />
    </BridgeProvider>,
  )
  return { notices, done, save: () => screen.getByRole('button', { name: 'Save' }) }
}

/** A send that answers when the test says so. */
function held() {
  let answer!: (value: { id: string }) => void
  let refuse!: (error: Error) => void
  const send = jest.fn(
    (_name: string) =>
      new Promise<{ id: string }>((resolve, reject) => {
        answer = resolve
        refuse = reject
      }),
  )
  return { send, answer: (value: { id: string }) => answer(value), refuse: (e: Error) => refuse(e) }
}

const loading = (button: HTMLElement) => button.getAttribute('aria-busy') === 'true'

describe('useSubmit: a dialog’s save with its saving flag and notices', () => {
  it('is saving while the send is under way; a success is told with the answer, then the dialog closes', async () => {
    const { send, answer } = held()
    const { notices, done, save } = setUp(send)
    fireEvent.click(save())
    expect(send).toHaveBeenCalledWith('Ann')
    await waitFor(() => expect(loading(save())).toBe(true))
    expect(done).not.toHaveBeenCalled()
    await act(async () => answer({ id: '42' }))
    expect(notices).toEqual([{ type: 'success', message: 'Saved as 42' }])
    expect(done).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(loading(save())).toBe(false))
  })

  it('a refusal is told with the server’s message; the dialog stays open and may save again', async () => {
    const { send, refuse } = held()
    const { notices, done, save } = setUp(send)
    fireEvent.click(save())
    await act(async () => refuse(new Error('The phone number is taken')))
    expect(notices).toEqual([{ type: 'error', message: 'The phone number is taken' }])
    expect(done).not.toHaveBeenCalled()
    await waitFor(() => expect(loading(save())).toBe(false))
    fireEvent.click(save())
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('a second click while saving sends nothing more', async () => {
    const { send, answer } = held()
    const { notices, save } = setUp(send)
    fireEvent.click(save())
    fireEvent.click(save())
    await act(async () => answer({ id: '42' }))
    expect(send).toHaveBeenCalledTimes(1)
    expect(notices).toHaveLength(1)
  })
})
