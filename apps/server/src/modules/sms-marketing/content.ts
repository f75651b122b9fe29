/** The `{variable}` names of a template, each once, in order. */
export const variablesOf = (content: string): string[] => [
  ...new Set([...content.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)),
]

/** What every marketing message ends with: how to opt out (a reply keyword). */
export const OPT_OUT_HINT = '拒收请回复T'

/** The message a recipient gets: the signature, the template filled with the campaign's values, the opt-out hint. */
export const renderCampaignSms = (signature: string, content: string, params: Record<string, string>) =>
  `【${signature}】${content.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)} ${OPT_OUT_HINT}`
