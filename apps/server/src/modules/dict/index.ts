// The module's public entry: what other modules may use (its services and types, never its tables).
export { insertDictionaries } from './dict-seed'
export { dictionariesChanged } from './dictionaries'
export { dictModule } from './module'
