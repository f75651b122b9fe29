import { signedOutRedirect } from '../session/entry'
import { startShell } from './start-shell'

/**
 * Issue 22: the shell's page decides before anything of the shell is requested. A browser without a
 * session goes to the central login (returning to the address it asked for); any other starts the
 * shell, whose own check then handles an expired session as before.
 */
export function runGate(doc: Document, replace: (url: string) => void): void {
  const login = signedOutRedirect()
  if (login) replace(login)
  else startShell(doc)
}
