import { EventEmitter } from 'node:events'
import type { Engine, BpmnEngineOptions } from 'bpmn-engine'
import { evaluateExpression } from './expression'

/**
 * bpmn-engine behind four calls. Each call runs the engine in memory until it rests (every path
 * waits at a user task, or the process ended) and hands back its serialised state, which the caller
 * writes in the same transaction as the task rows it causes: a crash before the commit loses the
 * step, never half of it, and a recovered state never re-runs an activity it had completed.
 */
export interface Step {
  /** user tasks waiting now */
  waiting: string[]
  /** every activity that started during this step (copy tasks, user tasks reached) */
  started: string[]
  ended: boolean
  state: unknown
}

export class EngineError extends Error {}

const expressions = {
  resolveExpression(expression: string, context: { environment?: { variables?: Record<string, unknown> } }) {
    const variables = context?.environment?.variables ?? {}
    return evaluateExpression(expression, { ...variables, environment: { variables } })
  },
}

/** bpmn-engine and its ~200 modules load on the first process a node runs, not at every start. */
async function newEngine(options: BpmnEngineOptions): Promise<Engine> {
  const { Engine } = await import('bpmn-engine')
  return new Engine(options)
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r))
}

interface Running {
  engine: Engine
  execution: Awaited<ReturnType<Engine['execute']>>
  started: string[]
  ended: () => boolean
  failure: () => Error | undefined
}

function listen(engine: Engine) {
  const listener = new EventEmitter()
  const started: string[] = []
  let ended = false
  let failure: Error | undefined
  listener.on('activity.start', (api: { id: string }) => started.push(api.id))
  engine.on('end', () => {
    ended = true
  })
  engine.on('error', (err: Error) => {
    failure = err
  })
  return { listener, started, ended: () => ended, failure: () => failure }
}

async function rest(run: Running): Promise<Step> {
  await settle()
  const err = run.failure()
  if (err) throw new EngineError(err.message)
  const postponed = run.execution.getPostponed()
  const waiting = postponed.filter((a) => a.type === 'bpmn:UserTask').map((a) => a.id)
  const ended = run.ended() || postponed.length === 0
  if (!ended && waiting.length === 0)
    throw new EngineError(`the process rests without a user task: ${postponed.map((a) => a.id).join(',')}`)
  return { waiting, started: [...run.started], ended, state: await run.engine.getState() }
}

/** Starts the process afresh with the form's values as variables. */
export async function startEngine(xml: string, variables: Record<string, unknown>): Promise<Step> {
  const engine = await newEngine({ name: 'storedesk', source: xml, variables, expressions })
  const l = listen(engine)
  try {
    const execution = await engine.execute({ listener: l.listener })
    return await rest({ engine, execution, ...l })
  } catch (err) {
    throw err instanceof EngineError ? err : new EngineError((err as Error).message)
  }
}

/** Resumes a saved state and completes the waiting user tasks `nodeIds` (one after the other). */
export async function signalEngine(state: unknown, nodeIds: string[]): Promise<Step> {
  const engine = (await newEngine({ name: 'storedesk', expressions })).recover(structuredClone(state))
  const l = listen(engine)
  try {
    const execution = await engine.resume({ listener: l.listener })
    await settle()
    l.started.length = 0
    for (const id of nodeIds) {
      const waiting = execution.getPostponed().some((a) => a.id === id)
      if (!waiting) throw new EngineError(`node ${id} is not waiting`)
      execution.signal({ id })
      await settle()
    }
    return await rest({ engine, execution, ...l })
  } catch (err) {
    throw err instanceof EngineError ? err : new EngineError((err as Error).message)
  }
}

/**
 * Runs the process afresh up to the user task `target` (a reject sent back to it): every other user
 * task met on the way is passed through. Fails when the path no longer reaches the target.
 */
export async function replayTo(
  xml: string,
  variables: Record<string, unknown>,
  target: string,
): Promise<Step> {
  let step = await startEngine(xml, variables)
  for (let guard = 0; guard < 500; guard++) {
    if (step.waiting.includes(target)) return step
    if (step.ended) break
    step = await signalEngine(step.state, step.waiting.filter((w) => w !== target).slice(0, 1))
  }
  throw new EngineError(`node ${target} is not reached`)
}

/** Checks that the XML parses and has one executable process. */
export async function validateXml(xml: string): Promise<void> {
  try {
    const engine = await newEngine({ name: 'check', source: xml })
    const definitions = await engine.getDefinitions()
    const processes = definitions.flatMap((d) => d.getProcesses())
    if (processes.length !== 1) throw new EngineError('the XML must hold exactly one process')
  } catch (err) {
    throw err instanceof EngineError ? err : new EngineError((err as Error).message)
  }
}
