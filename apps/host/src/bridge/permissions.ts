import { NO_PERMISSIONS } from '@store/bridge'
import { loadPermissions, type Api } from '@store/request'
import { loadStoredPermissions, savePermissions } from '../session'
import { hostControl } from './host-bridge'

/**
 * spec §3: the permissions kept from the last start reach the bridge at once, then the server's replace
 * and are kept. spec §8: a failed load resets the lists and says so.
 */
export async function sharePermissions(api: Api, onError: (error: unknown) => void): Promise<void> {
  const kept = loadStoredPermissions()
  if (kept) hostControl.setState({ permissions: kept })
  try {
    const permissions = await loadPermissions(api)
    savePermissions(permissions)
    hostControl.setState({ permissions })
  } catch (error) {
    savePermissions(NO_PERMISSIONS)
    hostControl.setState({ permissions: NO_PERMISSIONS })
    onError(error)
  }
}
