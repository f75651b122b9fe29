export * from './dept'
export * from './post'
