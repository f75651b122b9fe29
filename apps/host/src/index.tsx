// Async boundary: Module Federation negotiates shared modules (react, react-dom, …) before bootstrap
// runs, so nothing here may import a shared package. A signed-out visit goes to the central login
// without downloading the shell.
import { signedOutRedirect } from './session/entry'

const login = signedOutRedirect()
if (login) window.location.replace(login)
else void import('./bootstrap')
