import type { CarrierAdapterName } from '@store/contract'
import { fakeCarrier } from './fake'
import type { CarrierAdapter } from './port'

const ADAPTERS: Record<CarrierAdapterName, CarrierAdapter> = { fake: fakeCarrier }

export function adapterOf(name: string): CarrierAdapter {
  const adapter = ADAPTERS[name as CarrierAdapterName]
  if (!adapter) throw new Error(`no carrier adapter named ${name}`)
  return adapter
}
