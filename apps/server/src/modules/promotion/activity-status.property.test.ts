import fc from 'fast-check'
import { ACTIVITY_ACTIONS, ACTIVITY_STATUS, type ActivityStatus } from '@store/contract'
import { effectiveStatus, nextStatus } from './activity-status'

/** The one path an activity walks: each allowed move goes to the next step, or back as the rules name. */
const ALLOWED = new Set([
  'draft>review',
  'review>scheduled',
  'review>draft',
  'scheduled>active',
  'active>paused',
  'paused>active',
  'active>ended',
  'paused>ended',
])

describe('activity status machine (issue 24 "Data and lifecycle")', () => {
  it('random action sequences never skip a step: every accepted action is one allowed move, ended is final', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ACTIVITY_ACTIONS), { maxLength: 40 }), (actions) => {
        let status: ActivityStatus = 'draft'
        for (const action of actions) {
          const next = nextStatus(status, action)
          if (!next) continue
          expect(ALLOWED.has(`${status}>${next}`)).toBe(true)
          expect(status).not.toBe('ended')
          status = next
        }
      }),
    )
  })

  it('time moves a running activity forward only: scheduled → active at its start, any running step → ended at its end', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACTIVITY_STATUS),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (stored, startOffset, length) => {
          const now = new Date(1_800_000_000_000)
          const start = new Date(now.getTime() + startOffset * 60_000)
          const end = new Date(start.getTime() + length * 60_000)
          const seen = effectiveStatus(stored, start, end, now)
          if (seen !== stored) expect(ALLOWED.has(`${stored}>${seen}`) || seen === 'ended').toBe(true)
          if (stored === 'draft' || stored === 'review') expect(seen).toBe(stored)
          if (seen === 'ended' && stored !== 'ended') expect(end.getTime()).toBeLessThanOrEqual(now.getTime())
        },
      ),
    )
  })
})
