/**
 * The hub's rooms. A connection joins its tenant's, its user's and its login session's rooms when it
 * connects, and its department's after `bindingDept`; an event names the rooms it is for.
 */
export const tenantRoom = (tenantId: string) => `tenant:${tenantId}`
export const userRoom = (tenantId: string, userId: string) => `user:${tenantId}:${userId}`
export const deptRoom = (tenantId: string, deptId: string) => `dept:${tenantId}:${deptId}`
/** one login session: what its revocation (`downline`) is sent to */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`
