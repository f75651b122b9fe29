// The module's public entry: what other modules may use (its services and types, never its tables).
export type { ExportFiles } from './files'
export { addFinished } from './service'
export { downloadModule } from './module'
