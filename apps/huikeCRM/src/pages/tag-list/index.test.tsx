import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const ageBand = { id: '61', dimensionName: 'Age band', hkTag: null, sort: 1 }
const senior = { id: '71', dimensionId: '61', tagName: 'Senior', remark: '65 and over' }

function renderTags(buttons: string[], confirm = true) {
  return renderSubApp(subApp, 'tag/list', {
    buttons,
    confirm,
    routes: {
      'GET /api/store-crm/tag/dimension/page': () => ({ data: { records: [ageBand], total: 1 } }),
      'GET /api/store-crm/tag/page': () => ({ data: { records: [senior], total: 1 } }),
      'POST /api/store-crm/tag/submit': ({ body }) => ({ data: { id: '72', ...(body as object) } }),
      'POST /api/store-crm/tag/remove': () => ({ data: true }),
    },
  })
}

describe('member tags, /huikeCRM/tag/list (spec §7 tag/list, tag/dimension)', () => {
  beforeAll(initI18n)

  it('a dimension chosen shows its tags; a tag added goes on that dimension', async () => {
    const { calls } = renderTags(['member_tag_view', 'member_tag_add'])
    expect(screen.queryByText('Senior')).toBeNull()
    expect(await screen.findByText('Choose a tag dimension on the left')).toBeTruthy()
    fireEvent.click(await screen.findByText('Age band'))
    expect(await screen.findByText('Senior')).toBeTruthy()
    expect(screen.getByText('Tags of the dimension “Age band”')).toBeTruthy()
    expect(calls.find((c) => c.url.endsWith('/tag/page'))?.params).toMatchObject({ dimensionId: '61' })

    const adds = screen.getAllByRole('button', { name: 'Add' })
    fireEvent.click(adds.at(-1)!)
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Tag'), { target: { value: 'Adult' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Save|Submit/ }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/tag/submit'))?.body).toEqual({
        dimensionId: '61',
        tagName: 'Adult',
      }),
    )
  })

  it('a tag is deleted only once the deletion is confirmed; deleting gives no Add', async () => {
    for (const confirmed of [false, true]) {
      const { calls } = renderTags(['member_tag_view', 'member_tag_delete'], confirmed)
      fireEvent.click(await screen.findByText('Age band'))
      await screen.findByText('Senior')
      expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
      fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!)
      if (confirmed)
        await waitFor(() =>
          expect(calls.find((c) => c.url.endsWith('/tag/remove'))?.params).toMatchObject({ ids: '71' }),
        )
      else {
        await act(async () => {})
        expect(screen.getByText('Senior')).toBeTruthy()
        expect(calls.some((c) => c.url.endsWith('/tag/remove'))).toBe(false)
      }
      cleanup()
    }
  })
})
