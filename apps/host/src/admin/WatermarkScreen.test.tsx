import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Watermark } from '../watermark/Watermark'
import { clickSave, renderSetting, settingField, signIn } from './admin-test-kit'
import WatermarkScreen from './WatermarkScreen'

const SETTING = {
  enable: 1,
  fontSize: 15,
  fontWeight: 'normal',
  downSize: 120,
  rightSize: 160,
  lineHeight: 24,
  waterClarity: 15,
  rotationAngle: -20,
  markTypeContent: 'realName,account,date',
}
const SAVE = '/api/blade-system/waterMark/save'

const watermark = (buttons: string[]) =>
  renderSetting(<WatermarkScreen />, buttons, SETTING, {
    load: '/api/blade-system/waterMark/get',
    save: SAVE,
  })

describe('watermark setting (spec §3 Watermark setting)', () => {
  it('shows the tenant’s setting from waterMark/get; without watermark_edit it is read-only with no Save', async () => {
    await watermark([])
    await screen.findByLabelText('Content')
    expect(settingField('Content').value).toBe('realName,account,date')
    expect(settingField('Rotation (degrees)').value).toBe('-20')
    expect(screen.getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked')).toBe('true')
    expect(settingField('Content').disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('an empty content and an angle beyond ±90 are refused before sending', async () => {
    const server = await watermark(['watermark_edit'])
    await screen.findByLabelText('Content')
    fireEvent.change(settingField('Content'), { target: { value: ' ' } })
    fireEvent.change(settingField('Rotation (degrees)'), { target: { value: '120' } })
    await clickSave()
    expect(await screen.findByText('Enter what the watermark shows')).toBeTruthy()
    expect(await screen.findByText('Enter a whole number from -90 to 90')).toBeTruthy()
    expect(server.requests.some((r) => r.url === SAVE)).toBe(false)
  })

  it('saves the whole setting by waterMark/save', async () => {
    const server = await watermark(['watermark_edit'])
    await screen.findByLabelText('Content')
    fireEvent.change(settingField('Content'), { target: { value: 'account,Confidential' } })
    fireEvent.change(settingField('Opacity (%)'), { target: { value: '30' } })
    fireEvent.click(screen.getByRole('switch', { name: 'Enabled' }))
    await clickSave()
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === SAVE)?.body).toEqual({
        ...SETTING,
        enable: 0,
        markTypeContent: 'account,Confidential',
        waterClarity: 30,
      }),
    )
    expect(await screen.findByText('Settings saved')).toBeTruthy()
  })

  it('a save redraws the shell’s watermark at once: the shell reads the saved setting again, no reload', async () => {
    signIn()
    const server = await renderSetting(
      <>
        <Watermark />
        <WatermarkScreen />
      </>,
      ['watermark_edit'],
      SETTING,
      { load: '/api/blade-system/waterMark/get', save: SAVE },
    )
    const reads = () => server.requests.filter((r) => r.url === '/api/blade-system/waterMark/get').length
    await screen.findByLabelText('Content')
    // one read for the form, one for the shell's marks
    await waitFor(() => expect(reads()).toBe(2))
    await clickSave()
    expect(await screen.findByText('Settings saved')).toBeTruthy()
    // the form's reload and the shell's redraw
    await waitFor(() => expect(reads()).toBe(4))
  })
})
