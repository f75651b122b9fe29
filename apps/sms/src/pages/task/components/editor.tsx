import { useEffect, useMemo, useState } from 'react'
import { DatePicker, Form, Input, Modal, Select, TimePicker } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import {
  smsMarketingEndpoints as ep,
  smsTemplateResource,
  type Campaign,
  type CampaignInput,
} from '@store/contract'
import { useUnsavedEdits } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { choiceOptions, useLoaded, useSubmit, type ResourceRow } from '@store/ui'
import { useDeptChoices } from '../../../components/choices'
import { AudienceFields } from './audience-field'

const CLOCK = 'HH:mm'
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss'

interface Values {
  name: string
  deptId: string
  templateId: string
  audienceKind: CampaignInput['audienceKind']
  audienceId?: string
  params?: Record<string, string>
  sendAt?: Dayjs | null
  quiet: [Dayjs, Dayjs]
}

/** `{variable}` names of a template's text. */
const variablesOf = (content: string) => [...new Set([...content.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))]

/** The dialog that writes a draft campaign (new, or a draft `editing`); saving keeps it a draft. */
export function CampaignEditor({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean
  editing: Campaign | null
  onClose(): void
  onSaved(): Promise<void>
}) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const [phones, setPhones] = useState<string[]>([])
  const [dirty, setDirty] = useState(false)
  useUnsavedEdits(open && dirty)
  const depts = useDeptChoices()
  const templates = useLoaded(() => api.get<ResourceRow[]>(`${smsTemplateResource.basePath}/list`), [api])
  const templateId = Form.useWatch('templateId', form)
  const variables = useMemo(() => {
    const chosen = templates.data?.find((r) => r.id === templateId)
    return chosen ? variablesOf(String(chosen.content)) : []
  }, [templates.data, templateId])

  useEffect(() => {
    if (!open) return
    setDirty(false)
    setPhones([])
    setListMissing(false)
    form.resetFields()
    const quiet: [Dayjs, Dayjs] = [
      dayjs(editing?.quietStart ?? '21:00', CLOCK),
      dayjs(editing?.quietEnd ?? '08:00', CLOCK),
    ]
    form.setFieldsValue(
      editing
        ? {
            ...editing,
            audienceId: editing.audienceId ?? undefined,
            sendAt: editing.sendAt ? dayjs(editing.sendAt) : null,
            quiet,
          }
        : { audienceKind: 'crowd', quiet },
    )
  }, [open, editing, form])

  const save = useSubmit(
    async (v: Values) => {
      const body: CampaignInput = {
        ...(editing && { id: editing.id }),
        name: v.name,
        deptId: v.deptId,
        templateId: v.templateId,
        audienceKind: v.audienceKind,
        ...(v.audienceKind === 'list' ? { phones } : { audienceId: v.audienceId }),
        params: v.params ?? {},
        sendAt: v.sendAt ? v.sendAt.format(DATE_TIME) : null,
        quietStart: v.quiet[0].format(CLOCK),
        quietEnd: v.quiet[1].format(CLOCK),
      }
      return call(api, ep.campaignSubmit, { body })
    },
    {
      success: () => t('saved'),
      done: async () => {
        onClose()
        await onSaved()
      },
    },
  )
  const [listMissing, setListMissing] = useState(false)
  const finish = (v: Values) => {
    const missing = v.audienceKind === 'list' && !phones.length
    setListMissing(missing)
    if (!missing) void save.submit(v)
  }

  return (
    <Modal
      open={open}
      title={editing ? t('editCampaign') : t('newCampaign')}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.saving }}
      onCancel={onClose}
      onOk={() => form.submit()}
      width={640}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onValuesChange={() => setDirty(true)} onFinish={finish}>
        <Form.Item
          name="name"
          label={t('campaignName')}
          rules={[{ required: true, message: t('nameRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="deptId" label={t('dept')} rules={[{ required: true, message: t('deptRequired') }]}>
          <Select
            options={choiceOptions(depts)}
            loading={depts === null}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item
          name="templateId"
          label={t('template')}
          rules={[{ required: true, message: t('templateRequired') }]}
        >
          <Select
            loading={!templates.data}
            showSearch
            optionFilterProp="label"
            options={(templates.data ?? []).map((r) => ({ value: r.id, label: String(r.name) }))}
          />
        </Form.Item>
        {variables.map((v) => (
          <Form.Item
            key={v}
            name={['params', v]}
            label={t('variable', { name: v })}
            rules={[{ required: true, whitespace: true, message: t('variableRequired', { name: v }) }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        ))}
        <AudienceFields
          phones={phones}
          listMissing={listMissing}
          onPhones={(p) => {
            setPhones(p)
            setListMissing(false)
            setDirty(true)
          }}
        />
        <Form.Item name="sendAt" label={t('sendAt')} extra={t('sendAtHint')}>
          <DatePicker showTime format={DATE_TIME} />
        </Form.Item>
        <Form.Item name="quiet" label={t('quietHours')} extra={t('quietHoursHint')}>
          <TimePicker.RangePicker format={CLOCK} order={false} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
