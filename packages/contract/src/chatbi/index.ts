export * from './chatbi'
export * from './endpoints'
