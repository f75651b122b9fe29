import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  couponEndpoints,
  couponTemplateResource,
  crowdPackResource,
  endpointsOf,
  memberEndpoints,
  PROMOTION_CODES,
  type ResourceDef,
} from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const pageCall = (r: Pick<ResourceDef, 'basePath' | 'endpoints'>) =>
  `GET ${r.basePath}/${endpointsOf(r).page}`
const MEMBERS = [
  { id: '501', name: 'Li Lei', cardNo: 'C501' },
  { id: '502', name: 'Li Na', cardNo: 'C502' },
]

describe('coupon templates (spec §2 promotions: coupon issue)', () => {
  beforeAll(initI18n)

  it('issues a template’s coupons to members found by name and picked, sending their ids', async () => {
    const { calls, notices } = renderArea(
      'coupon',
      {
        [pageCall(couponTemplateResource)]: () => page([{ id: '71', name: 'Ten off fifty' }]),
        [`GET ${crowdPackResource.basePath}/list`]: () => ({ data: [] }),
        [pageCall(crowdPackResource)]: () => page([]),
        [`POST ${memberEndpoints.search.path}`]: () => page(MEMBERS),
        [`POST ${couponEndpoints.issue.path}`]: () => ({ data: { issued: 2 } }),
      },
      [`${couponTemplateResource.permission}_view`, PROMOTION_CODES.couponIssue],
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Issue' }))
    const dialog = await screen.findByRole('dialog')
    const ok = within(dialog).getByRole('button', { name: 'OK' })
    expect((ok as HTMLButtonElement).disabled).toBe(true)
    const members = within(dialog).getByRole('combobox', {
      name: 'Members: search by name, mobile or member id; pick several',
    })
    fireEvent.change(members, { target: { value: 'Li' } })
    fireEvent.click(await screen.findByText('Li Lei · C501'))
    fireEvent.change(members, { target: { value: 'Li' } })
    fireEvent.click(await screen.findByText('Li Na · C502'))
    fireEvent.click(ok)

    await waitFor(() => expect(notices.map((n) => n.message)).toContain('2 issued'))
    expect(calls.find((c) => c.url === memberEndpoints.search.path)?.body).toEqual({ name: 'Li' })
    expect(calls.find((c) => c.url === couponEndpoints.issue.path)?.body).toEqual({
      templateId: '71',
      memberIds: ['501', '502'],
    })
  })
})
