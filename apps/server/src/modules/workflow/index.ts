// The module's public entry: what other modules may use (its services and types, never its tables).
export { deploy, onProcessEnd, startProcess } from './service'
export type { DeployInput, ProcessEndHandler, ProcessOutcome, StartInput, WfContext } from './service'
export { workflowModule } from './module'
