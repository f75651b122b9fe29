// The module's public entry: what other modules may use (its services and types, never its tables).
export { completeTask, deploy, onProcessEnd, pendingTasks, startProcess, withdraw } from './service'
export type { DeployInput, ProcessEndHandler, ProcessOutcome, StartInput, WfContext } from './service'
export { workflowModule } from './module'
