import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { App } from 'antd'
import { BrandChooser } from './BrandChooser'

const brands = [
  { brandId: 'b1', brandName: '康安', memo: '总店' },
  { brandId: 'b2', brandName: '康宁', memo: null },
]

function renderChooser(current: string | null) {
  const onChoose = jest.fn()
  render(
    <App>
      <BrandChooser open brands={brands} current={current} onChoose={onChoose} onClose={() => undefined} />
    </App>,
  )
  return { onChoose, dialog: screen.getByRole('dialog') }
}

describe('member-brand chooser (spec §2 660 px, §5 "请至少选择一条")', () => {
  test('is 660 px wide and lists every brand with its notes', () => {
    const { dialog } = renderChooser('b1')
    expect(within(dialog).getByText('选择会员品牌')).toBeTruthy()
    expect(within(dialog).getByText('康安')).toBeTruthy()
    expect(within(dialog).getByText('总店')).toBeTruthy()
    expect(within(dialog).getByText('康宁')).toBeTruthy()
    const modal = dialog.closest('.ant-modal') as HTMLElement
    expect(modal.style.width).toBe('660px')
  })

  test('confirming with nothing chosen says so and chooses nothing', async () => {
    const { onChoose, dialog } = renderChooser(null)
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }))
    expect(await screen.findByText('请至少选择一条')).toBeTruthy()
    expect(onChoose).not.toHaveBeenCalled()
  })

  test('a brand picked from the list is the one chosen, and saving is confirmed', async () => {
    const { onChoose, dialog } = renderChooser('b1')
    fireEvent.click(within(dialog).getByText('康宁'))
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }))
    expect(onChoose).toHaveBeenCalledWith('b2')
    expect(await screen.findByText('保存成功')).toBeTruthy()
  })
})
