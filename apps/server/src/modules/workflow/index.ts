// The module's public entry: what other modules may use (its services and types, never its tables).
export { WORKFLOW_APP } from './menus'
export { onProcessEnd, startProcess } from './service'
export type { ProcessEndHandler, ProcessOutcome, StartInput, WfContext } from './service'
export { seedWorkflow } from './seed'
