export { LoadState } from './load-state'
export { Outcome } from './outcome'
export { useLoaded, type Loaded } from './use-loaded'
