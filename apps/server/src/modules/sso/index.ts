// The module's public entry: what other modules may use (its services and types, never its tables).
export { ownOrigin } from './origins'
export { LOGIN_PAGE, MAX_RETURN_URL, parseReturnUrl } from './return-url'
export { ssoModule } from './module'
