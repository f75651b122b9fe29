import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { WORKFLOW_CODES, workflowEndpoints } from '@store/contract'
import { fromFormSchema, newField, toFormSchema } from './form-fields'
import { initI18n, renderArea } from '../../testing'

const DEPLOY = `POST ${workflowEndpoints.deploy.path}`

describe('the form designer (issue 23: a form bound to a definition)', () => {
  beforeAll(initI18n)

  it('turns the rows into the form schema the server deploys, and back; a choice is its value or value=label', () => {
    const schema = toFormSchema([
      {
        prop: ' kind ',
        label: ' Leave type ',
        type: 'select',
        required: true,
        choices: ['annual=Annual', 'sick'],
      },
      { ...newField(), prop: 'reason', label: 'Reason', type: 'textarea' },
    ])
    expect(schema).toEqual({
      fields: [
        {
          prop: 'kind',
          label: 'Leave type',
          type: 'select',
          required: true,
          options: [
            { value: 'annual', label: 'Annual' },
            { value: 'sick', label: 'sick' },
          ],
        },
        { prop: 'reason', label: 'Reason', type: 'textarea' },
      ],
    })
    expect(fromFormSchema(schema)[0]).toMatchObject({ prop: 'kind', choices: ['annual=Annual', 'sick'] })
    expect(toFormSchema([])).toBeUndefined()
  })

  it('refuses a field without a name, a name that is not an identifier or used twice, and a select without choices', async () => {
    const { calls } = renderArea('workflow/design/process', {}, { buttons: [WORKFLOW_CODES.deploy] })
    const add = await screen.findByRole('button', { name: 'Add a field' })
    fireEvent.click(add)
    fireEvent.click(add)
    const [first, second] = screen.getAllByRole('group', { name: /^Field \d$/ })
    fireEvent.change(within(first!).getByRole('textbox', { name: 'Name' }), { target: { value: '1days' } })
    fireEvent.change(within(second!).getByRole('textbox', { name: 'Label' }), { target: { value: 'Kind' } })
    fireEvent.mouseDown(within(second!).getByRole('combobox', { name: 'Type' }))
    fireEvent.click(await screen.findByTitle('Choice'))
    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }))
    expect(await screen.findByText('A letter, then letters, digits or _')).toBeTruthy()
    expect(screen.getByText('Enter the label')).toBeTruthy()
    expect(screen.getByText('Enter the field’s name')).toBeTruthy()
    expect(screen.getByText('Add at least one choice')).toBeTruthy()
    fireEvent.change(within(first!).getByRole('textbox', { name: 'Name' }), { target: { value: 'days' } })
    fireEvent.change(within(second!).getByRole('textbox', { name: 'Name' }), { target: { value: 'days' } })
    expect(await screen.findAllByText('Another field has this name')).not.toHaveLength(0)
    await waitFor(() => expect(calls.some((c) => `${c.method} ${c.url}` === DEPLOY)).toBe(false))
  })

  it('deploys the fields with the chain', async () => {
    const { calls } = renderArea(
      'workflow/design/process',
      { [DEPLOY]: () => ({ data: { id: '9', processKey: 'trip', version: 1 } }) },
      { buttons: [WORKFLOW_CODES.deploy] },
    )
    fireEvent.change(await screen.findByRole('textbox', { name: 'Key' }), { target: { value: 'trip' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Process' }), { target: { value: 'Trip' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Step name' }), { target: { value: 'Leader' } })
    const who = screen.getByRole('combobox', { name: /^Who/ })
    fireEvent.change(who, { target: { value: 'manager' } })
    fireEvent.keyDown(who, { key: 'Enter', code: 'Enter', keyCode: 13 })
    fireEvent.click(screen.getByRole('button', { name: 'Add a field' }))
    const field = screen.getByRole('group', { name: 'Field 1' })
    fireEvent.change(within(field).getByRole('textbox', { name: 'Name' }), { target: { value: 'city' } })
    fireEvent.change(within(field).getByRole('textbox', { name: 'Label' }), { target: { value: 'City' } })
    fireEvent.click(within(field).getByRole('checkbox', { name: 'Required' }))
    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }))
    await waitFor(() => expect(calls.find((c) => `${c.method} ${c.url}` === DEPLOY)).toBeTruthy())
    const deployed = calls.find((c) => `${c.method} ${c.url}` === DEPLOY)!.body as { formSchema: unknown }
    expect(deployed.formSchema).toEqual({
      fields: [{ prop: 'city', label: 'City', type: 'input', required: true }],
    })
  })
})
