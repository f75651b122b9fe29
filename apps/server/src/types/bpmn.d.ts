// The two bpmn.io packages the workflow module lays diagrams out with ship no type declarations for
// their entry points: the part of their API it uses.
declare module 'bpmn-auto-layout' {
  /** Answers the XML with diagram interchange (shapes and edges) for its process. */
  export function layoutProcess(xml: string): Promise<string>
}

declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string
    get(name: string): unknown
    [key: string]: unknown
  }
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: ModdleElement }>
    toXML(element: ModdleElement): Promise<{ xml: string }>
  }
}
