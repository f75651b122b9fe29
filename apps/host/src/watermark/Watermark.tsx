import { useEffect } from 'react'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { selfEndpoints, settingEndpoints } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { showError } from '../bridge/notify'
import { formatDate } from '@store/ui/format'
import { layerStyle, mountGuardedLayer } from './guarded-layer'
import { watermarkLines } from './setting'
import { drawTile } from './tile'
import { useShellSelector } from '../store'

const selectUser = (s: BridgeState) => s.user

/** `user/info` gives the phone the session's user lacks. */
async function phoneOf(): Promise<string | null> {
  return (await call(hostApi, selfEndpoints.info)).phone
}

/**
 * spec §3 Watermark: the tenant's setting drawn over the whole shell while someone is signed in, and
 * drawn again as soon as the watermark screen saves it.
 */
export function Watermark() {
  const user = useBridgeState(selectUser)
  // a token refresh shares a new user object with the same values: no redraw for that
  const account = user?.account
  const realName = user?.realName
  const saves = useShellSelector((s) => s.look.watermarkSaves)

  useEffect(() => {
    if (account === undefined || realName === undefined) return
    let remove: (() => void) | undefined
    let cancelled = false
    const draw = async () => {
      const setting = await call(hostApi, settingEndpoints.watermark)
      if (setting.enable !== 1) return
      const phone = setting.markTypeContent.includes('phone') ? await phoneOf() : null
      const lines = watermarkLines(
        setting.markTypeContent,
        { account, realName, phone },
        formatDate(Date.now()),
      )
      const tile = lines.length > 0 ? drawTile(setting, lines) : null
      if (tile && !cancelled) remove = mountGuardedLayer(document.body, layerStyle(tile))
    }
    draw().catch(showError)
    return () => {
      cancelled = true
      remove?.()
    }
  }, [account, realName, saves])
  return null
}
