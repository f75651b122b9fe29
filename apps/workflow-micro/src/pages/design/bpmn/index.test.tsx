import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { WORKFLOW_CODES, workflowEndpoints, type ProcessDefinitionDetail } from '@store/contract'
import type { FakeCall, FakeRoute } from '@store/ui/testing'
import { initI18n, renderArea } from '../../../testing'
import { newProcessXml } from './template'

const DETAIL = `GET ${workflowEndpoints.definitionDetail.path}`
const DEPLOY = `POST ${workflowEndpoints.deploy.path}`

/** A version whose one user task goes to the starter's leader, as the server stores it. */
const VERSION: ProcessDefinitionDetail = {
  id: '5',
  processKey: 'leave',
  name: 'Leave request',
  version: 2,
  status: 'active',
  category: 'HR',
  formSchema: { fields: [{ prop: 'days', label: 'Days', type: 'number', required: true }] },
  createTime: '2026-11-27 09:00:00',
  xml: newProcessXml('Department leader').replace(
    'sd:method="any"',
    'sd:assign="{&quot;type&quot;:&quot;starterLeader&quot;,&quot;level&quot;:1}" sd:method="any"',
  ),
  designer: null,
  nodes: [{ id: 'approve', name: 'Department leader' }],
}

const deployed = { data: { ...VERSION, id: '6', version: 3 } }

function openVersion(deploy: FakeRoute = () => deployed) {
  return renderArea(
    'workflow/design/bpmn?from=5',
    { [DETAIL]: () => ({ data: VERSION }), [DEPLOY]: deploy },
    { buttons: [WORKFLOW_CODES.deploy] },
  )
}

const shape = async (id: string) => {
  const modeler = await screen.findByTestId('bpmn-modeler')
  return waitFor(() => modeler.querySelector(`.djs-element[data-element-id="${id}"]`)!)
}
const deployBody = (calls: FakeCall[]) =>
  waitFor(() => calls.find((c) => c.url.endsWith('/design/deploy'))!.body as Record<string, unknown>)

describe('the BPMN modeler page', () => {
  beforeAll(initI18n)

  it("opens the version's diagram and deploys it with its key, name and form", async () => {
    const { calls } = openVersion()
    expect(await shape('approve')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Key' }) as HTMLInputElement).value).toBe('leave')
    expect(screen.getByRole('textbox', { name: 'Key' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText("The version's form is deployed with it unchanged.")).toBeTruthy()
    expect(document.querySelector('.bjs-powered-by')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }))
    const body = await deployBody(calls)
    expect(body).toMatchObject({ processKey: 'leave', name: 'Leave request', category: 'HR' })
    expect(body.formSchema).toEqual(VERSION.formSchema)
    expect(body.xml).toContain('<bpmn:userTask id="approve" name="Department leader"')
    expect(body.xml).toContain('xmlns:sd="http://storedesk.dev/schema/bpmn"')
    expect(body.xml).toContain('sd:assign="{&#34;type&#34;:&#34;starterLeader&#34;,&#34;level&#34;:1}"')
  })

  it("writes a user task's settings on it as the server reads them", async () => {
    const { calls } = openVersion()
    fireEvent.click((await shape('approve')).querySelector('.djs-hit')!)
    const panel = await screen.findByRole('form', { name: 'User task settings' })
    expect(within(panel).getByText('The starter’s leader')).toBeTruthy()
    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Due in (hours)' }), {
      target: { value: '48' },
    })

    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }))
    const body = await deployBody(calls)
    expect(body.xml).toContain('sd:dueHours="48"')
    expect(body.xml).toContain('sd:assign="{&#34;type&#34;:&#34;starterLeader&#34;,&#34;level&#34;:1}"')
  })

  it('starts a new process as start, one user task, end, and asks before leaving with edits', async () => {
    const { calls } = renderArea(
      'workflow/design/bpmn',
      { [DEPLOY]: () => deployed },
      { buttons: [WORKFLOW_CODES.deploy] },
    )
    await shape('approve')
    fireEvent.change(screen.getByRole('textbox', { name: 'Key' }), { target: { value: 'expense' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Process' }), { target: { value: 'Expenses' } })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByText('Leave without deploying your edits?')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }))
    const body = await deployBody(calls)
    expect(body).toMatchObject({ processKey: 'expense', name: 'Expenses' })
    expect(body.formSchema).toBeUndefined()
    expect(body.xml).toContain('<bpmn:userTask id="approve" name="Approve" sd:method="any" sd:nobody="admin"')
  })

  it('shows why the server refused the model', async () => {
    const { notices } = openVersion(() => ({ code: 400, msg: 'The model is invalid: no approver node' }))
    await shape('approve')
    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }))
    await waitFor(() =>
      expect(notices).toContainEqual({ type: 'error', message: 'The model is invalid: no approver node' }),
    )
  })

  it('writes the condition of a branch leaving an exclusive gateway, as ${…} the server parses', async () => {
    const gatewayXml = VERSION.xml
      .replace(
        '<bpmn:endEvent id="end" />',
        '<bpmn:exclusiveGateway id="split" /><bpmn:endEvent id="end" /><bpmn:endEvent id="end2" />',
      )
      .replace(
        '<bpmn:sequenceFlow id="flow_2" sourceRef="approve" targetRef="end" />',
        '<bpmn:sequenceFlow id="flow_2" sourceRef="approve" targetRef="split" />' +
          '<bpmn:sequenceFlow id="long" sourceRef="split" targetRef="end" />' +
          '<bpmn:sequenceFlow id="short" sourceRef="split" targetRef="end2" />',
      )
      .replace(
        '<bpmndi:BPMNShape id="end_di" bpmnElement="end">',
        '<bpmndi:BPMNShape id="split_di" bpmnElement="split"><dc:Bounds x="330" y="93" width="50" height="50" /></bpmndi:BPMNShape>' +
          '<bpmndi:BPMNShape id="end2_di" bpmnElement="end2"><dc:Bounds x="444" y="200" width="36" height="36" /></bpmndi:BPMNShape>' +
          '<bpmndi:BPMNEdge id="long_di" bpmnElement="long"><di:waypoint x="380" y="118" /><di:waypoint x="444" y="118" /></bpmndi:BPMNEdge>' +
          '<bpmndi:BPMNEdge id="short_di" bpmnElement="short"><di:waypoint x="355" y="143" /><di:waypoint x="444" y="218" /></bpmndi:BPMNEdge>' +
          '<bpmndi:BPMNShape id="end_di" bpmnElement="end">',
      )
      .replace(
        '<dc:Bounds x="344" y="100" width="36" height="36" />',
        '<dc:Bounds x="444" y="100" width="36" height="36" />',
      )
    const { calls } = renderArea(
      'workflow/design/bpmn?from=5',
      { [DETAIL]: () => ({ data: { ...VERSION, xml: gatewayXml } }), [DEPLOY]: () => deployed },
      { buttons: [WORKFLOW_CODES.deploy] },
    )
    fireEvent.click((await shape('long')).querySelector('.djs-hit')!)
    const panel = await screen.findByRole('form', { name: 'Branch condition' })
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Condition' }), {
      target: { value: 'days > 3' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }))
    const body = await deployBody(calls)
    expect(body.xml).toMatch(
      /<bpmn:sequenceFlow id="long" sourceRef="split" targetRef="end">\s*<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\$\{days &gt; 3\}<\/bpmn:conditionExpression>/,
    )
    expect(body.xml).toContain('<bpmn:sequenceFlow id="short" sourceRef="split" targetRef="end2" />')
  })
})
