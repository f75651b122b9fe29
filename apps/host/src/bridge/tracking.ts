import { clientLogEndpoints } from '@store/contract'
import { call } from '@store/request'
import { createTracker } from '../tracking/tracker'
import { hostApi } from './api'

/** The page's one operation tracker (spec §4), sending to blade-log/userOperation/save. */
export const tracker = createTracker((batch) =>
  call(hostApi, clientLogEndpoints.saveOperations, { body: batch }),
)
