import { Navigate, Route, useParams } from 'react-router-dom'
import { LEAVE_ROUTE_ALIASES } from '@store/contract'

/** `to` with each `:name` replaced by that path parameter (encoded). */
export function aliasTarget(to: string, params: Readonly<Record<string, string | undefined>>): string {
  return to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}

function AliasRedirect({ to }: { to: string }) {
  return <Navigate to={aliasTarget(to, useParams())} replace />
}

/** spec §2 routes that another area's pages answer: each redirects there, in the same tab. */
export const aliasRoutes = LEAVE_ROUTE_ALIASES.map(({ from, to }) => (
  <Route key={from} path={from} element={<AliasRedirect to={to} />} />
))
