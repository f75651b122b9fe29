import { useEffect, useState } from 'react'
import { Button, Card, Descriptions, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { inboxEndpoints } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { navigateTo } from '../router/navigation'
import './texts'

/**
 * /topDetail (query link, time, title, userName, phone, and the notice's id): one notice. What the
 * query carries shows at once; the content is read by the id, which also marks the notice read.
 */
export default function TopDetail({ path }: { path: string }) {
  const { t } = useTranslation()
  const query = new URL(path, 'http://shell').searchParams
  const id = query.get('id')
  const [content, setContent] = useState<string | null>(null)
  useEffect(() => {
    if (!id) return
    call(hostApi, inboxEndpoints.detail, { query: { id } }).then(
      (n) => setContent(n.content),
      () => setContent(null),
    )
    call(hostApi, inboxEndpoints.read, { query: { ids: id } }).catch(() => undefined)
  }, [id])
  const link = query.get('link')
  const shown = [
    ['time', query.get('time')],
    ['sender', query.get('userName')],
    ['phone', query.get('phone')],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]))
  return (
    <Card
      title={query.get('title') ?? t('notification.missing')}
      extra={<Button onClick={() => navigateTo('/notification/list')}>{t('notification.back')}</Button>}
    >
      <Descriptions
        size="small"
        column={1}
        items={shown.map(([key, value]) => ({ key, label: t(`notification.${key}`), children: value }))}
      />
      {content && <Typography.Paragraph className="sd-notice-content">{content}</Typography.Paragraph>}
      {link && (
        <Typography.Link href={link} target="_blank" rel="noopener">
          {t('notification.open')}
        </Typography.Link>
      )}
    </Card>
  )
}
