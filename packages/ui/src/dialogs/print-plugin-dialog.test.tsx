import '@ant-design/v5-patch-for-react-19'
import { fireEvent, render, screen } from '@testing-library/react'
import { PrintPluginDialog } from './print-plugin-dialog'

const modal = () => document.querySelector<HTMLElement>('.ant-modal')!

describe('§2 dialogs: the print-plugin dialog', () => {
  it('§2 dialogs: the print-plugin dialog is 600 px wide and toggles full screen', () => {
    render(<PrintPluginDialog open locale="zh_CN" onClose={() => undefined} />)
    expect(modal().style.width).toBe('600px')
    fireEvent.click(screen.getByRole('button', { name: '全屏' }))
    expect(modal().style.width).toBe('100vw')
  })
})
