/** `state.label`: the title a sub-app gave the page it opened (bridge openTab). */
type Navigate = (path: string, options?: { replace?: boolean; state?: { label: string } }) => void

let current: Navigate = (path, options) => window.location[options?.replace ? 'replace' : 'assign'](path)

/** The router's navigate, for code outside React (the bridge's services); set by <NavigationBinding>. */
export const navigateTo: Navigate = (path, options) => current(path, options)

export function bindNavigate(navigate: Navigate): void {
  current = navigate
}
