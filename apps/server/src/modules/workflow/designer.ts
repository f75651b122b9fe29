import { WORKFLOW_XML_NS } from '@store/contract'
import { ExpressionError, parseExpression } from './expression'
import type { Assignment, Condition, DesignerModel, DesignerNode, NodeConfig } from './types'

export class ModelError extends Error {}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** XML writers differ in how they escape: bpmn.io's (the layouter, bpmn-js) writes `&#34;` for `"`. */
const unesc = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([\da-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const ID = /^[A-Za-z][A-Za-z0-9_]{0,63}$/

/** A designer condition as an expression of ./expression.ts (values quoted, never spliced as code). */
export function conditionExpression(c: Condition): string {
  if (c.expression) return c.expression
  if (!c.field || !c.op || c.value === undefined)
    throw new ModelError('a condition needs field, op and value')
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(c.field)) throw new ModelError(`bad field ${c.field}`)
  const lit = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : String(v))
  if (c.op === 'in') {
    const values = Array.isArray(c.value) ? c.value : [c.value]
    return `${c.field} in [${values.map(lit).join(', ')}]`
  }
  return `${c.field} ${c.op} ${lit(c.value)}`
}

/** The node's settings as attributes: the XML alone is enough to run it. */
function configAttrs(config: NodeConfig): string {
  const attrs: string[] = [`sd:kind="${config.kind}"`]
  if (config.assign) attrs.push(`sd:assign="${esc(JSON.stringify(config.assign))}"`)
  if (config.method) attrs.push(`sd:method="${config.method}"`)
  if (config.ratio !== undefined) attrs.push(`sd:ratio="${config.ratio}"`)
  if (config.nobody) attrs.push(`sd:nobody="${config.nobody}"`)
  if (config.dueHours !== undefined) attrs.push(`sd:dueHours="${config.dueHours}"`)
  if (config.timeoutAction) attrs.push(`sd:timeoutAction="${config.timeoutAction}"`)
  return attrs.join(' ')
}

export interface Compiled {
  xml: string
  nodes: Record<string, NodeConfig>
}

/**
 * Compiles the simple designer's chain to BPMN 2.0 XML (a pure function): approvers become user
 * tasks, copies plain tasks, condition branches an exclusive split and join (a branch without a
 * condition is the default), parallel branches a parallel split and join.
 */
export function compileDesigner(processKey: string, name: string, model: DesignerModel): Compiled {
  if (!ID.test(processKey.replace(/-/g, '_'))) throw new ModelError(`bad process key ${processKey}`)
  const elements: string[] = []
  const flows: string[] = []
  const nodes: Record<string, NodeConfig> = {}
  const seen = new Set<string>()
  let flowNo = 0
  const flow = (from: string, to: string, condition?: string) => {
    const id = `flow_${++flowNo}`
    flows.push(
      condition === undefined
        ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`
        : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${esc(`\${${condition}}`)}</bpmn:conditionExpression></bpmn:sequenceFlow>`,
    )
    return id
  }
  const claim = (id: string) => {
    if (!ID.test(id)) throw new ModelError(`bad node id ${id}`)
    if (seen.has(id) || id === 'start' || id === 'end') throw new ModelError(`node id ${id} is used twice`)
    seen.add(id)
  }

  /**
   * Emits a chain after `from` (the first flow carries `condition`, a branch's); answers the chain's
   * last element and the id of its first flow.
   */
  const chain = (
    list: DesignerNode[],
    from: string,
    condition?: string,
  ): { last: string; firstFlow?: string } => {
    let last = from
    let firstFlow: string | undefined
    let cond = condition
    const enter = (to: string) => {
      const id = flow(last, to, cond)
      cond = undefined
      firstFlow ??= id
    }
    for (const node of list) {
      claim(node.id)
      const label = esc(node.name ?? node.id)
      if (node.type === 'approver' || node.type === 'copy') {
        if (!node.assign) throw new ModelError(`node ${node.id} needs an assignment`)
        const config: NodeConfig = {
          kind: node.type,
          name: node.name ?? node.id,
          assign: node.assign,
          ...(node.type === 'approver' && {
            method: node.method ?? 'any',
            ...(node.method === 'ratio' && { ratio: node.ratio ?? 0.5 }),
            nobody: node.nobody ?? 'admin',
            ...(node.dueHours !== undefined && { dueHours: node.dueHours }),
            ...(node.timeoutAction && { timeoutAction: node.timeoutAction }),
          }),
        }
        nodes[node.id] = config
        const tag = node.type === 'approver' ? 'bpmn:userTask' : 'bpmn:task'
        elements.push(`<${tag} id="${node.id}" name="${label}" ${configAttrs(config)} />`)
        enter(node.id)
        last = node.id
        continue
      }
      const branches = node.branches ?? []
      if (branches.length < 1) throw new ModelError(`node ${node.id} needs branches`)
      const exclusive = node.type === 'condition'
      const gw = exclusive ? 'bpmn:exclusiveGateway' : 'bpmn:parallelGateway'
      const split = node.id
      const join = `${node.id}_join`
      claim(join)
      enter(split)
      let defaultFlow: string | undefined
      for (const branch of branches) {
        const when = exclusive && branch.condition ? conditionExpression(branch.condition) : undefined
        let first: string
        if (branch.nodes.length === 0) first = flow(split, join, when)
        else {
          const done = chain(branch.nodes, split, when)
          first = done.firstFlow!
          flow(done.last, join)
        }
        if (exclusive && when === undefined) {
          if (defaultFlow) throw new ModelError(`node ${node.id} has two branches without a condition`)
          defaultFlow = first
        }
      }
      elements.push(
        `<${gw} id="${split}" name="${label}"${defaultFlow ? ` default="${defaultFlow}"` : ''} />`,
        `<${gw} id="${join}" />`,
      )
      last = join
    }
    return { last, firstFlow }
  }

  elements.push('<bpmn:startEvent id="start" />')
  const { last } = chain(model.nodes, 'start')
  elements.push('<bpmn:endEvent id="end" />')
  flow(last, 'end')
  if (Object.values(nodes).every((n) => n.kind !== 'approver')) throw new ModelError('no approver node')

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:sd="${WORKFLOW_XML_NS}" id="def_${processKey.replace(/-/g, '_')}" targetNamespace="http://storedesk.dev/workflow">`,
    `<bpmn:process id="${processKey.replace(/-/g, '_')}" name="${esc(name)}" isExecutable="true">`,
    ...elements.map((e) => `  ${e}`),
    ...flows.map((f) => `  ${f}`),
    '</bpmn:process>',
    '</bpmn:definitions>',
  ].join('\n')
  return { xml, nodes }
}

/**
 * The node settings written on a BPMN XML's user tasks and tasks (`sd:` attributes, as the compiler
 * writes them): what an XML deployed without the designer runs with. A user task without settings
 * goes to the administrator.
 */
export function nodesFromXml(xml: string): Record<string, NodeConfig> {
  const nodes: Record<string, NodeConfig> = {}
  const tagRe = /<(?:[A-Za-z][\w-]*:)?(userTask|task)\b([^>]*?)\/?>/g
  for (const m of xml.matchAll(tagRe)) {
    const attrs: Record<string, string> = {}
    for (const a of m[2]!.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) attrs[a[1]!] = unesc(a[2]!)
    const id = attrs.id
    if (!id) continue
    const kind = m[1] === 'userTask' ? 'approver' : attrs['sd:kind'] === 'copy' ? 'copy' : undefined
    if (!kind) continue
    let assign: Assignment | undefined
    if (attrs['sd:assign']) {
      try {
        assign = JSON.parse(attrs['sd:assign']) as Assignment
      } catch {
        throw new ModelError(`node ${id}: sd:assign is not JSON`)
      }
    }
    const num = (k: string) => (attrs[k] !== undefined ? Number(attrs[k]) : undefined)
    nodes[id] = {
      kind,
      name: attrs.name ?? id,
      ...(assign && { assign }),
      ...(kind === 'approver' && {
        method: (attrs['sd:method'] as NodeConfig['method']) ?? 'any',
        nobody: (attrs['sd:nobody'] as NodeConfig['nobody']) ?? 'admin',
        ...(num('sd:ratio') !== undefined && { ratio: num('sd:ratio') }),
        ...(num('sd:dueHours') !== undefined && { dueHours: num('sd:dueHours') }),
        ...(attrs['sd:timeoutAction'] && {
          timeoutAction: attrs['sd:timeoutAction'] as NodeConfig['timeoutAction'],
        }),
      }),
    }
  }
  return nodes
}

/**
 * Refuses a deploy whose gateway conditions are not expressions of ./expression.ts: the engine would
 * fail only when an instance reached the gateway.
 */
export function checkConditions(xml: string): void {
  const flowRe = /<(?:[A-Za-z][\w-]*:)?sequenceFlow\b([^>]*?)>([\s\S]*?)<\/(?:[A-Za-z][\w-]*:)?sequenceFlow>/g
  const conditionRe =
    /<(?:[A-Za-z][\w-]*:)?conditionExpression\b[^>]*>([\s\S]*?)<\/(?:[A-Za-z][\w-]*:)?conditionExpression>/
  for (const [, attrs, body] of xml.matchAll(flowRe)) {
    const condition = conditionRe.exec(body!)?.[1]
    if (condition === undefined) continue
    const id = /\bid\s*=\s*"([^"]*)"/.exec(attrs!)?.[1] ?? '?'
    try {
      const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(condition)
      parseExpression(cdata ? cdata[1]! : unesc(condition))
    } catch (err) {
      if (err instanceof ExpressionError) throw new ModelError(`flow ${id}: condition ${err.message}`)
      throw err
    }
  }
}
