import '../i18n'
import { createShellStore } from '.'

/** The host's one store (its own state: tabs, menus, quick access, layout); sub-apps see the bridge instead. */
export const shellStore = createShellStore()
