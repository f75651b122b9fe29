import { MICRO_APPS_PATH, type MicroAppEntry } from '@store/contract'

/**
 * Spec §7 `front/batch/redirectVersion` for one url of a sub-app: a file of any of its versions
 * (`/apps/<name>/<anyVersion>/x`, also behind an origin) becomes that file of the tenant's version;
 * the bare base route becomes the tenant's entry. Anything else, and an app without a version, is
 * left as it is.
 */
export function redirectUrl(url: string, app: MicroAppEntry): string {
  if (!app.version || !app.entry) return url
  if (url === app.baseroute || url === `${app.baseroute}/`) return app.entry
  const versioned = new RegExp(`^((?:https?://[^/]+)?${MICRO_APPS_PATH}/${app.name}/)[^/?#]+(/.*)$`).exec(url)
  return versioned ? `${versioned[1]}${app.version}${versioned[2]}` : url
}
