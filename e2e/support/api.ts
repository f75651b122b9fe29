import type { Credentials } from './shell'

const BASIC = `Basic ${Buffer.from('storedesk:storedesk_secret').toString('base64')}`

/** An access token for the account, from the password grant (contract.md "Token endpoint"). */
export async function tokenOf(baseUrl: string, { tenant, account, password }: Credentials): Promise<string> {
  const res = await fetch(`${baseUrl}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: BASIC,
      'content-type': 'application/x-www-form-urlencoded',
      'tenant-id': tenant,
    },
    body: new URLSearchParams({
      grant_type: 'password',
      scope: 'all',
      tenantId: tenant,
      username: account,
      password,
    }),
  })
  const body = (await res.json()) as { access_token?: string; error_description?: string }
  if (!body.access_token)
    throw new Error(`sign-in of ${tenant}/${account} refused: ${body.error_description}`)
  return body.access_token
}

/** One API call as a signed-in user; resolves with the envelope. */
export async function callApi<T = unknown>(
  baseUrl: string,
  token: string,
  path: string,
  body?: unknown,
): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'blade-auth': `bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as { code: number; msg: string; data: T }
}
