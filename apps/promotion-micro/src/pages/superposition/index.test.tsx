import { fireEvent, screen, waitFor } from '@testing-library/react'
import { PROMOTION_CODES, promManagerEndpoints } from '@store/contract'
import { initI18n, renderArea } from '../../testing'

const routes = () => ({
  [`GET ${promManagerEndpoints.configList.path}`]: () => ({
    data: [
      { configKey: 'superposition', configValue: [[1, 4]] },
      { configKey: 'couponStacksWithActivities', configValue: true },
    ],
  }),
  [`POST ${promManagerEndpoints.configUpdate.path}`]: ({ body }: { body: unknown }) => ({ data: body }),
})

describe('stacking rules (spec §2 superposition)', () => {
  beforeAll(initI18n)

  it('shows the matrix as a grid of the four types; ticking a cell saves it as a pair', async () => {
    const { calls } = renderArea('superposition', routes(), [
      PROMOTION_CODES.configView,
      PROMOTION_CODES.configEdit,
    ])
    const setAndOrder = await screen.findByLabelText('Set + Whole order')
    await waitFor(() => expect((setAndOrder as HTMLInputElement).checked).toBe(true))
    expect((screen.getByLabelText('Whole order + Set') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByLabelText('Single item + Series'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/config/update'))?.body).toEqual({
        configKey: 'superposition',
        configValue: [
          [1, 4],
          [2, 3],
        ],
      }),
    )
  })

  it('without the edit button the grid is read-only and there is no save', async () => {
    renderArea('superposition', routes(), [PROMOTION_CODES.configView])
    expect(((await screen.findByLabelText('Set + Whole order')) as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })
})
