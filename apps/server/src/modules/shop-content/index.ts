// The module's public entry: what other modules may use (its services and types, never its tables).
export { shopContentModule } from './module'
