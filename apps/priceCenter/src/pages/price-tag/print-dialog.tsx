import { useRef, useState } from 'react'
import { Alert, Button, Empty, Form, Modal, Select, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { priceTagEndpoints, type TagJob } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { PrintPluginDialog, useLoaded, useSubmit } from '@store/ui'
import { useLocale } from '../../components/locale'
import { parseLayout } from './layout-json'
import { localPlugin, printWithPlugin } from './plugin-print'
import { usePrintChoices } from './print-plans'
import { valuesOfLine } from './sample-values'
import { TagView } from './tag-view'

/** Only the tags print: the rest of the page is hidden while the browser prints (or saves a PDF). */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .pc-print-area, .pc-print-area * { visibility: visible; }
  .pc-print-area { position: absolute; left: 0; top: 0; }
  .pc-print-area .pc-tag { border: none !important; break-inside: avoid; }
}`

/**
 * A job's print preview: its tags drawn with the chosen template; printed with the chosen print plan
 * through the browser (print or save as PDF) or, when the plan says so, the local print plugin — whose
 * download dialog shows when it is missing. A plan that forbids reprinting prints a job once.
 */
export function PrintDialog({
  job,
  onClose,
  onPrinted,
}: {
  job: TagJob | null
  onClose(): void
  onPrinted(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const area = useRef<HTMLDivElement>(null)
  const [templateId, setTemplateId] = useState<string>()
  const [planId, setPlanId] = useState<string>()
  const [pluginMissing, setPluginMissing] = useState(false)
  const choices = usePrintChoices()
  const detail = useLoaded(
    () =>
      job ? call(api, priceTagEndpoints.tagJobDetail, { query: { id: job.id } }) : Promise.resolve(null),
    [api, job?.id],
  )
  const templates = choices.data?.templates ?? []
  const plans = choices.data?.plans ?? []
  const template = templates.find((x) => x.id === templateId) ?? templates[0]
  const plan = plans.find((p) => p.id === planId) ?? plans[0]
  const refused = !!plan && plan.forbidReprint === 1 && (job?.printCount ?? 0) > 0

  const printed = useSubmit(
    (id: string) =>
      call(api, priceTagEndpoints.tagJobPrinted, { body: { id, ...(plan ? { planId: plan.id } : {}) } }),
    { success: () => t('tag_printed'), done: onPrinted },
  )
  const print = () => {
    if (!job || !template) return
    if (plan?.plugin) {
      const plugin = localPlugin()
      if (!plugin) {
        setPluginMissing(true)
        return
      }
      const tags = [...(area.current?.querySelectorAll('.pc-tag') ?? [])].map((n) => n.outerHTML)
      printWithPlugin(plugin, job.orderCode, template, tags)
    } else window.print()
    void printed.submit(job.id)
  }

  const lines = detail.data?.lines ?? []
  const error = choices.error ?? detail.error
  return (
    <Modal
      open={job !== null}
      title={t('tag_printTitle', { code: job?.orderCode ?? '' })}
      width={860}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('cancel')}
        </Button>,
        <Button
          key="print"
          type="primary"
          disabled={!template || lines.length === 0 || refused}
          loading={printed.saving}
          onClick={print}
        >
          {t('tag_print')}
        </Button>,
      ]}
    >
      <style>{PRINT_CSS}</style>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('tag_template')}>
          <Select
            aria-label={t('tag_template')}
            style={{ width: 200 }}
            value={template?.id}
            onChange={setTemplateId}
            options={templates.map((x) => ({ value: x.id, label: `${x.name} (${x.widthMm}×${x.heightMm})` }))}
            notFoundContent={t('tag_noTemplate')}
          />
        </Form.Item>
        <Form.Item label={t('tag_plan')}>
          <Select
            aria-label={t('tag_plan')}
            style={{ width: 200 }}
            value={plan?.id}
            onChange={setPlanId}
            placeholder={t('tag_browserPrint')}
            options={plans.map((p) => ({ value: p.id, label: p.printPlanName }))}
            notFoundContent={t('tag_noPlan')}
          />
        </Form.Item>
      </Form>
      {refused && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('tag_reprintForbidden', { plan: plan.printPlanName, count: job?.printCount ?? 0 })}
        />
      )}
      {!detail.data || !choices.data ? (
        <Spin />
      ) : !template ? (
        <Empty description={t('tag_noTemplate')} />
      ) : (
        <div
          ref={area}
          className="pc-print-area"
          aria-label={t('tag_preview')}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxHeight: 480, overflow: 'auto' }}
        >
          {lines.map((l) => (
            <div key={l.goodsId} data-testid="price-tag" data-goods-id={l.goodsId}>
              <TagView
                widthMm={template.widthMm}
                heightMm={template.heightMm}
                layout={parseLayout(template.layout)}
                values={valuesOfLine(l)}
              />
            </div>
          ))}
        </div>
      )}
      <PrintPluginDialog open={pluginMissing} locale={locale} onClose={() => setPluginMissing(false)} />
    </Modal>
  )
}
