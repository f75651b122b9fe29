import type { AudienceKind } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { crowdPackFilter, liveTagIds } from '../crm'
import { memberPhones } from '../insider'

const MOBILE = /^1\d{10}$/

/** An uploaded list as numbers: trimmed, each checked (the first bad one is named by its row), each once. */
export function listPhones(phones: string[]): string[] {
  const seen = new Set<string>()
  phones.forEach((raw, i) => {
    const phone = raw.trim()
    if (!MOBILE.test(phone)) throw badRequest('smsMktBadPhone', { row: i + 1, phone: raw })
    seen.add(phone)
  })
  return [...seen]
}

export interface Audience {
  kind: AudienceKind
  id: string | null
  list: string | null
}

/** Whether the audience exists: the live crowd pack or tag, or a list with numbers. */
export async function assertAudience(tx: Tx, a: Audience): Promise<void> {
  const found =
    a.kind === 'list'
      ? Boolean(a.list)
      : a.id !== null &&
        (a.kind === 'crowd'
          ? Boolean(await crowdPackFilter(tx, a.id))
          : (await liveTagIds(tx, [a.id])).size > 0)
  if (!found) throw badRequest('smsMktAudience')
}

/** The numbers the campaign goes to, each once: the crowd pack's or tag's members now, or the list. */
export async function audiencePhones(tx: Tx, a: Audience): Promise<string[]> {
  await assertAudience(tx, a)
  if (a.kind === 'list') return a.list!.split('\n')
  if (a.kind === 'tag') return memberPhones(tx, { tagIds: a.id! })
  return memberPhones(tx, (await crowdPackFilter(tx, a.id!))!)
}
