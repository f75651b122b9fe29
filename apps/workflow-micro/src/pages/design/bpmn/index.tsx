import { useCallback, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Alert, Button, Form, Popconfirm, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { workflowEndpoints, type ProcessDefinitionDetail } from '@store/contract'
import { useBridge, useUnsavedEdits } from '@store/bridge/react'
import { useApi, useSubApp } from '@store/micro'
import { call } from '@store/request'
import { LoadState, useLoaded, useSubmit } from '@store/ui'
import { lazyDiagram } from '../../../components/bpmn/lazy-diagram'
import { ROUTES } from '../../../components/common'
import { BasicFields, basicBody, type BasicValues } from '../basic-fields'
import type { ModelerHandle } from './modeler'
import { newProcessXml } from './template'

const BpmnModeler = lazyDiagram(() => import('./modeler'))

/**
 * Deploys a process modelled in BPMN (bpmn-js): branches, gateways and conditions the simple designer
 * does not draw. `?from=<id>` opens a version's diagram and keeps its form; without it a new process
 * starts as start → one user task → end.
 */
export default function DesignBpmnPage() {
  const { t } = useTranslation()
  const api = useApi()
  const { basename } = useSubApp()
  const { services } = useBridge()
  const from = useSearchParams()[0].get('from')
  const [form] = Form.useForm<BasicValues>()
  const editor = useRef<ModelerHandle>(null)
  const [dirty, setDirty] = useState(false)
  const markDirty = useCallback(() => setDirty(true), [])
  const [template] = useState(() => newProcessXml(t('bpmn_firstTask')))
  useUnsavedEdits(dirty)
  const source = useLoaded(
    (): Promise<ProcessDefinitionDetail | null> =>
      from ? call(api, workflowEndpoints.definitionDetail, { query: { id: from } }) : Promise.resolve(null),
    [api, from],
  )
  const leave = () => services.navigate(`${basename}/${ROUTES.design}`)

  const deploy = useSubmit(
    async (v: BasicValues) => {
      const formSchema = source.data?.formSchema
      return call(api, workflowEndpoints.deploy, {
        body: { ...basicBody(v), xml: await editor.current!.xml(), ...(formSchema ? { formSchema } : {}) },
      })
    },
    {
      success: (d) => t('design_deployed', { key: d.processKey, version: d.version }),
      done: () => {
        setDirty(false)
        leave()
      },
    },
  )

  if (from && !source.data) return <LoadState error={source.error} />
  const version = source.data

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {/* the task panel beside the diagram is a form of its own: forms cannot nest */}
      <Form<BasicValues>
        form={form}
        layout="vertical"
        initialValues={
          version
            ? { processKey: version.processKey, name: version.name, category: version.category ?? undefined }
            : {}
        }
        onValuesChange={markDirty}
        onFinish={(v) => deploy.submit(v)}
      >
        <BasicFields keyLocked={!!version} />
      </Form>
      {version?.formSchema && <Alert type="info" showIcon message={t('bpmn_formKept')} />}
      <BpmnModeler ref={editor} xml={version?.xml ?? template} onEdit={markDirty} />
      <Space>
        <Button type="primary" loading={deploy.saving} onClick={form.submit}>
          {t('design_submit')}
        </Button>
        <Popconfirm
          title={t('bpmn_leaveConfirm')}
          okText={t('ok')}
          cancelText={t('cancel')}
          disabled={!dirty}
          onConfirm={leave}
        >
          <Button onClick={dirty ? undefined : leave}>{t('back')}</Button>
        </Popconfirm>
      </Space>
    </Space>
  )
}
