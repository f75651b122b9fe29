import { Typography } from 'antd'

/** A member as the distribution centre lists it: the name (— when unknown) over the id. */
export function MemberCell({ name, id }: { name: string | null; id: string }) {
  return (
    <div>
      <div>{name ?? '—'}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {id}
      </Typography.Text>
    </div>
  )
}
