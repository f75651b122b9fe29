import { checkConditions, compileDesigner, ModelError, nodesFromXml } from './designer'
import { replayTo, signalEngine, startEngine } from './engine'
import { evaluateExpression } from './expression'
import type { DesignerModel } from './types'

const CHAIN: DesignerModel = {
  nodes: [
    { id: 'leader', type: 'approver', name: '部门领导', assign: { type: 'starterLeader', level: 1 } },
    { id: 'cc', type: 'copy', assign: { type: 'starter' } },
    {
      id: 'route',
      type: 'condition',
      branches: [
        {
          condition: { field: 'days', op: '>', value: 3 },
          nodes: [{ id: 'gm', type: 'approver', assign: { type: 'role', values: ['administrator'] } }],
        },
        { nodes: [] },
      ],
    },
    {
      id: 'par',
      type: 'parallel',
      branches: [
        { nodes: [{ id: 'hr', type: 'approver', assign: { type: 'role', values: ['hr'] }, method: 'all' }] },
        { nodes: [{ id: 'fin', type: 'approver', assign: { type: 'post', values: ['finance'] } }] },
      ],
    },
  ],
}

describe('designer compiler', () => {
  test('compiled XML carries every node’s settings, read back the same from the XML', () => {
    const { xml, nodes } = compileDesigner('leave', '请假', CHAIN)
    expect(Object.keys(nodes)).toEqual(['leader', 'cc', 'gm', 'hr', 'fin'])
    expect(nodesFromXml(xml)).toEqual(nodes)
    expect(nodes.hr).toMatchObject({ kind: 'approver', method: 'all', nobody: 'admin' })
  })

  test('settings as the BPMN modeler (bpmn-js) writes them are read back: entities, child elements', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:sd="http://storedesk.dev/schema/bpmn" id="definitions" targetNamespace="http://storedesk.dev/workflow">
  <bpmn:process id="process" isExecutable="true">
    <bpmn:startEvent id="start">
      <bpmn:outgoing>flow_1</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="approve" name="Big &#38; long" sd:assign="{&#34;type&#34;:&#34;expression&#34;,&#34;values&#34;:[&#34;days &#62; 3 &#38;&#38; type == &#39;x&#39;&#34;]}" sd:method="ratio" sd:ratio="0.6" sd:nobody="autoPass" sd:dueHours="48">
      <bpmn:incoming>flow_1</bpmn:incoming>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="flow_1" sourceRef="start" targetRef="approve" />
  </bpmn:process>
</bpmn:definitions>`
    expect(nodesFromXml(xml)).toEqual({
      approve: {
        kind: 'approver',
        name: 'Big & long',
        assign: { type: 'expression', values: ["days > 3 && type == 'x'"] },
        method: 'ratio',
        ratio: 0.6,
        nobody: 'autoPass',
        dueHours: 48,
      },
    })
  })

  test('a condition branch is taken by the form’s values, the default branch otherwise', async () => {
    const { xml } = compileDesigner('leave', '请假', CHAIN)
    const long = await signalEngine((await startEngine(xml, { days: 5 })).state, ['leader'])
    expect(long.waiting).toEqual(['gm'])
    expect(long.started).toContain('cc')
    const short = await signalEngine((await startEngine(xml, { days: '1' })).state, ['leader'])
    expect(short.waiting.sort()).toEqual(['fin', 'hr'])
  })

  test('parallel branches both wait, the process ends when both pass', async () => {
    const { xml } = compileDesigner('leave', '请假', CHAIN)
    let step = await signalEngine((await startEngine(xml, { days: 1 })).state, ['leader'])
    step = await signalEngine(step.state, ['hr'])
    expect(step).toMatchObject({ waiting: ['fin'], ended: false })
    step = await signalEngine(step.state, ['fin'])
    expect(step.ended).toBe(true)
  })

  test('a replay reaches the node a reject goes back to', async () => {
    const { xml } = compileDesigner('leave', '请假', CHAIN)
    expect((await replayTo(xml, { days: 9 }, 'gm')).waiting).toEqual(['gm'])
  })

  test('a model with duplicate ids, no approver or bad ids is refused', () => {
    const dup: DesignerModel = {
      nodes: [
        { id: 'a', type: 'approver', assign: { type: 'starter' } },
        { id: 'a', type: 'approver', assign: { type: 'starter' } },
      ],
    }
    expect(() => compileDesigner('k', 'n', dup)).toThrow(ModelError)
    expect(() =>
      compileDesigner('k', 'n', { nodes: [{ id: 'c', type: 'copy', assign: { type: 'starter' } }] }),
    ).toThrow('no approver node')
    expect(() =>
      compileDesigner('k', 'n', { nodes: [{ id: '1x', type: 'approver', assign: { type: 'starter' } }] }),
    ).toThrow(ModelError)
  })

  test('condition values are quoted, never spliced into the expression as code', () => {
    const { xml } = compileDesigner('k', 'n', {
      nodes: [
        {
          id: 'route',
          type: 'condition',
          branches: [
            {
              condition: { field: 'type', op: '==', value: "x' || true || '" },
              nodes: [{ id: 'a', type: 'approver', assign: { type: 'starter' } }],
            },
            { nodes: [] },
          ],
        },
        { id: 'b', type: 'approver', assign: { type: 'starter' } },
      ],
    })
    const cond = /\$\{([^}]*)\}/.exec(xml.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))![1]!
    expect(evaluateExpression(cond, { type: 'sick' })).toBe(false)
  })
})

describe('condition expressions', () => {
  test.each([
    ['days > 3', { days: 5 }, true],
    ['days > 3', { days: '2' }, false],
    ["type == 'sick' && days <= 2", { type: 'sick', days: 2 }, true],
    ["type in ['sick', 'annual']", { type: 'annual' }, true],
    ['!urgent || amount >= 1000', { urgent: true, amount: 999 }, false],
    ['a.b == 1', { a: { b: 1 } }, true],
    ['constructor.name == "Object"', {}, false],
  ])('%s over %j is %s', (expr, vars, expected) => {
    expect(evaluateExpression(expr, vars)).toBe(expected)
  })

  test('anything but a comparison is refused', () => {
    expect(() => evaluateExpression('process.exit()', {})).toThrow()
    expect(() => evaluateExpression('a = 1', {})).toThrow()
  })

  test('a deployed XML’s gateway conditions must parse, however the writer escaped them', () => {
    const flow = (body: string) =>
      `<bpmn:definitions><bpmn:process id="p"><bpmn:sequenceFlow id="f1" sourceRef="g" targetRef="t">` +
      `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${body}</bpmn:conditionExpression>` +
      `</bpmn:sequenceFlow><bpmn:sequenceFlow id="f2" sourceRef="g" targetRef="u" /></bpmn:process></bpmn:definitions>`
    expect(() => checkConditions(flow('${days &gt; 3 &amp;&amp; type == &#39;sick&#39;}'))).not.toThrow()
    expect(() => checkConditions(flow("<![CDATA[${days > 3 && type == 'sick'}]]>"))).not.toThrow()
    expect(() => checkConditions(flow('${days &gt;}'))).toThrow(ModelError)
    expect(() => checkConditions(flow('${process.exit()}'))).toThrow(/^flow f1: condition/)
  })
})
