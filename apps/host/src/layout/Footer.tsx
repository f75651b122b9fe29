import { useEffect, useState } from 'react'
import { Carousel, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { inboxEndpoints, shellLookupEndpoints, type VersionNote } from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { call } from '@store/request'
import { PrintPluginDialog } from '@store/ui/dialogs'
import { hostApi } from '../bridge/api'

/**
 * The footer (spec §2): the current version link, the vertical notice carousel (19 × 540 px) and the
 * print-plugin download dialog.
 */
const selectLocale = (s: BridgeState) => s.locale

export function Footer() {
  const locale = useBridgeState(selectLocale)
  const { t, i18n } = useTranslation()
  const [version, setVersion] = useState<VersionNote | null>(null)
  const [notices, setNotices] = useState<string[]>([])
  const [printOpen, setPrintOpen] = useState(false)
  useEffect(() => {
    call(hostApi, shellLookupEndpoints.version, { query: { dataType: 1 } }).then(setVersion, () =>
      setVersion(null),
    )
    call(hostApi, inboxEndpoints.page, { query: { current: 1, size: 10 } }).then(
      (page) => setNotices(page.records.map((n) => n.title)),
      () => setNotices([]),
    )
  }, [i18n.language])
  return (
    <footer className="sd-footer">
      {version ? (
        <Typography.Link href={version.address ?? undefined} target="_blank">
          {t('footer.version', { version: version.version })}
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary">{t('footer.noVersion')}</Typography.Text>
      )}
      {notices.length > 0 && (
        <div className="sd-footer-notices">
          <Carousel dotPosition="left" dots={false} autoplay vertical>
            {notices.map((title) => (
              <div key={title} className="sd-footer-notice">
                {title}
              </div>
            ))}
          </Carousel>
        </div>
      )}
      <Typography.Link className="sd-footer-print" onClick={() => setPrintOpen(true)}>
        {t('footer.printPlugin')}
      </Typography.Link>
      <PrintPluginDialog open={printOpen} locale={locale} onClose={() => setPrintOpen(false)} />
    </footer>
  )
}
