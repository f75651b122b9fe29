import type { ModdleElement } from 'bpmn-moddle'

const HAS_DIAGRAM = /<(?:[A-Za-z][\w-]*:)?BPMNDiagram\b/

const list = (element: ModdleElement, name: string) => element.get(name) as ModdleElement[]

/**
 * Adds diagram interchange (shapes and edges, laid out left to right) to a BPMN XML that has none, so
 * bpmn-js can draw it; an XML with a diagram is answered as it is. The designer's compiler writes only
 * the flows' sourceRef/targetRef, while the layouter walks each node's incoming/outgoing lists: those
 * are filled in first. An XML the layouter cannot handle is answered as it is: it still runs, only
 * its diagram cannot be drawn.
 */
export async function withDiagram(xml: string): Promise<string> {
  if (HAS_DIAGRAM.test(xml)) return xml
  try {
    return await layOut(xml)
  } catch {
    return xml
  }
}

async function layOut(xml: string): Promise<string> {
  // loaded on the first layout, not at every start (as the engine is)
  const [{ BpmnModdle }, { layoutProcess }] = await Promise.all([
    import('bpmn-moddle'),
    import('bpmn-auto-layout'),
  ])
  const moddle = new BpmnModdle()
  const { rootElement } = await moddle.fromXML(xml)
  for (const process of list(rootElement, 'rootElements').filter((e) => e.$type === 'bpmn:Process'))
    for (const flow of list(process, 'flowElements').filter((e) => e.$type === 'bpmn:SequenceFlow')) {
      const outgoing = list(flow.sourceRef as ModdleElement, 'outgoing')
      const incoming = list(flow.targetRef as ModdleElement, 'incoming')
      if (!outgoing.includes(flow)) outgoing.push(flow)
      if (!incoming.includes(flow)) incoming.push(flow)
    }
  return layoutProcess((await moddle.toXML(rootElement)).xml)
}
