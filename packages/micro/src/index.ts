export {
  defineSubApp,
  type SubApp,
  type SubAppDefinition,
  type SubAppMessages,
  type SubAppProps,
} from './define'
export { useApi, useSubApp, type SubAppContextValue } from './context'
