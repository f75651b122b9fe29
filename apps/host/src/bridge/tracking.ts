import { createTracker } from '../tracking/tracker'
import { hostApi } from './api'

/** The page's one operation tracker (spec §4), sending to blade-log/userOperation/save. */
export const tracker = createTracker((batch) =>
  hostApi.post<number>('/api/blade-log/userOperation/save', batch),
)
