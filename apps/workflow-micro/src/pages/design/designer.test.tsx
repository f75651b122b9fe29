import { fireEvent, screen, waitFor } from '@testing-library/react'
import { WORKFLOW_CODES } from '@store/contract'
import { fromDesigner, newRow, toDesigner } from './designer'
import { initI18n, renderArea } from '../../testing'

describe('the simple designer', () => {
  beforeAll(initI18n)

  it('turns the chain into the designer JSON the server deploys, and back', () => {
    const model = toDesigner([
      { ...newRow('approver'), name: ' Leader ', assignType: 'starterLeader', values: ['x'], level: 2 },
      {
        ...newRow('approver'),
        name: 'HR',
        assignType: 'role',
        values: ['hr'],
        method: 'ratio',
        dueHours: 48,
      },
      { ...newRow('copy'), name: 'Copy', values: ['12'] },
    ])
    expect(model).toEqual({
      nodes: [
        {
          id: 'approver1',
          type: 'approver',
          name: 'Leader',
          assign: { type: 'starterLeader', level: 2 },
          method: 'any',
          nobody: 'admin',
        },
        {
          id: 'approver2',
          type: 'approver',
          name: 'HR',
          assign: { type: 'role', values: ['hr'] },
          method: 'ratio',
          ratio: 0.5,
          nobody: 'admin',
          dueHours: 48,
        },
        { id: 'copy3', type: 'copy', name: 'Copy', assign: { type: 'user', values: ['12'] } },
      ],
    })
    expect(fromDesigner(model)?.map((r) => [r.type, r.name, r.assignType])).toEqual([
      ['approver', 'Leader', 'starterLeader'],
      ['approver', 'HR', 'role'],
      ['copy', 'Copy', 'user'],
    ])
    expect(fromDesigner({ nodes: [{ id: 'c', type: 'condition', branches: [] }] })).toBeNull()
  })

  it('refuses to deploy without key, name and a named step with its approvers', async () => {
    const { calls } = renderArea('workflow/design/process', {}, { buttons: [WORKFLOW_CODES.deploy] })
    fireEvent.change(await screen.findByRole('textbox', { name: 'Key' }), { target: { value: '9bad' } })
    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }))
    expect(
      await screen.findByText('A letter, then letters, digits, _ or - (64 characters at most)'),
    ).toBeTruthy()
    expect(screen.getByText('Enter the process name')).toBeTruthy()
    expect(screen.getByText('Enter the step name')).toBeTruthy()
    expect(screen.getByText('Give at least one')).toBeTruthy()
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/design/deploy'))).toBe(false))
  })
})
