import '@ant-design/v5-patch-for-react-19'
import { act, render } from '@testing-library/react'
import { TreeLayout } from './tree-layout'

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width
    window.dispatchEvent(new Event('resize'))
  })
}

describe('the tree-type page layout (spec §2)', () => {
  it('puts the tree in 4/24 beside the content, 3/24 once the window is wider than 1440, following resizes', () => {
    resizeTo(1366)
    const { container } = render(<TreeLayout tree={<ul aria-label="tree" />}>content</TreeLayout>)
    const tree = () => container.querySelector('.sd-tree-layout-tree')!
    const content = () => container.querySelector('.sd-tree-layout-content')!
    expect(tree().className).toContain('ant-col-4')
    expect(content().className).toContain('ant-col-20')
    expect(tree().querySelector('[aria-label="tree"]')).not.toBeNull()

    resizeTo(1920)
    expect(tree().className).toContain('ant-col-3')
    expect(content().className).toContain('ant-col-21')
    expect(content().textContent).toBe('content')
  })
})
