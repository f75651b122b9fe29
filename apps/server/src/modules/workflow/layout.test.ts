import { compileDesigner, nodesFromXml } from './designer'
import { startEngine } from './engine'
import { withDiagram } from './layout'

const BRANCHED = {
  nodes: [
    { id: 'leader', type: 'approver' as const, name: 'Leader', assign: { type: 'starterLeader' as const } },
    {
      id: 'days',
      type: 'condition' as const,
      branches: [
        {
          condition: { field: 'days', op: '>' as const, value: 3 },
          nodes: [{ id: 'hr', type: 'approver' as const, assign: { type: 'role' as const, values: ['hr'] } }],
        },
        { nodes: [] },
      ],
    },
  ],
}

/** The ids of the elements the diagram draws, shapes and edges. */
const drawn = (xml: string, tag: 'BPMNShape' | 'BPMNEdge') =>
  [...xml.matchAll(new RegExp(`<bpmndi:${tag} [^>]*bpmnElement="([^"]+)"`, 'g'))].map((m) => m[1]).sort()

describe('the diagram of a compiled process (bpmn-js draws only what the XML lays out)', () => {
  it('lays out every node and every flow of the designer’s XML, left to right', async () => {
    const { xml } = compileDesigner('leave', 'Leave', BRANCHED)
    const laid = await withDiagram(xml)
    expect(drawn(laid, 'BPMNShape')).toEqual(['days', 'days_join', 'end', 'hr', 'leader', 'start'])
    expect(drawn(laid, 'BPMNEdge')).toHaveLength(6)
    const x = (id: string) =>
      Number(new RegExp(`bpmnElement="${id}">\\s*<dc:Bounds x="(\\d+)"`).exec(laid)![1])
    expect(x('start')).toBeLessThan(x('leader'))
    expect(x('leader')).toBeLessThan(x('hr'))
  })

  it('keeps the node settings and the process runnable', async () => {
    const { xml, nodes } = compileDesigner('leave', 'Leave', BRANCHED)
    const laid = await withDiagram(xml)
    expect(nodesFromXml(laid)).toEqual(nodes)
    expect((await startEngine(laid, { days: 5 })).waiting).toEqual(['leader'])
  })

  it('leaves an XML that has a diagram, or that it cannot read, as it is', async () => {
    const laid = await withDiagram(compileDesigner('leave', 'Leave', BRANCHED).xml)
    expect(await withDiagram(laid)).toBe(laid)
    expect(await withDiagram('<nope')).toBe('<nope')
  })
})
