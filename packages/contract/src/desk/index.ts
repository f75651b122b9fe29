export * from './quick-access'
export * from './favorite'
export * from './often-function'
export * from './help-doc'
