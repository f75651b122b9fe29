import { useEffect, useState } from 'react'
import { Button, Form, Modal, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridge, useBridgeState, useButton } from '@store/bridge/react'
import { crmEndpoints, guideResource, memberResource, permissionCodes } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { CrudTable, useSubmit, type CrudRecord } from '@store/ui'
import { useShopIdChoices } from '../../lookups'
import { NAMESPACE } from '../../messages'

type Guide = CrudRecord & { guideCode: string; guideName: string }

const selectLocale = (s: BridgeState) => s.locale
const guideLabel = (g: Guide) => `${g.guideName} (${g.guideCode})`

/** Moves all members of `from` to another employed assistant, after the host's confirmation. */
function ReassignDialog({ from, onClose }: { from: Guide; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const bridge = useBridge()
  const [guides, setGuides] = useState<Guide[] | null>(null)
  const [to, setTo] = useState<string>()
  const [missing, setMissing] = useState(false)

  useEffect(() => {
    let live = true
    api
      .get<Guide[]>(`${guideResource.basePath}/list`, { status: 1 })
      .then((rows) => live && setGuides(rows.filter((g) => g.id !== from.id)))
      .catch((e: unknown) => {
        if (live) setGuides([])
        bridge.services.notify({ type: 'error', message: e instanceof Error ? e.message : String(e) })
      })
    return () => {
      live = false
    }
  }, [api, bridge, from.id])

  const { saving, submit: reassign } = useSubmit(
    (target: Guide) =>
      call(api, crmEndpoints.changeGuide, { body: { fromGuideId: from.id, toGuideId: target.id } }),
    { success: ({ changed }) => t('reassigned', { count: changed }), done: onClose },
  )

  const submit = async () => {
    const target = guides?.find((g) => g.id === to)
    if (!target) {
      setMissing(true)
      return
    }
    const confirmed = await bridge.services.confirm({
      title: t('reassignConfirm', { from: guideLabel(from), to: guideLabel(target) }),
      okText: t('reassign'),
      danger: true,
    })
    if (confirmed) await reassign(target)
  }

  return (
    <Modal
      open
      title={t('reassignTitle', { from: guideLabel(from) })}
      okText={t('reassign')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('reassignTo')}
          htmlFor="reassign-to"
          required
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('reassignToRequired') : undefined}
        >
          <Select
            id="reassign-to"
            showSearch
            optionFilterProp="label"
            loading={guides === null}
            options={(guides ?? []).map((g) => ({ value: g.id, label: guideLabel(g) }))}
            value={to}
            onChange={(value: string) => {
              setTo(value)
              setMissing(false)
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/**
 * /huikeCRM/guide/list (spec §7 `insider/guide/list`, `assistant/change`): the shop assistants; whoever
 * may edit members moves an assistant's members to another one.
 */
export default function GuideListPage() {
  const locale = useBridgeState(selectLocale)
  const { t } = useTranslation(NAMESPACE)
  const canReassign = useButton(permissionCodes(memberResource).edit)
  const [from, setFrom] = useState<Guide | null>(null)
  const api = useApi()
  const choices = useShopIdChoices(api)
  return (
    <>
      <CrudTable<Guide>
        resource={guideResource}
        api={api}
        locale={locale}
        choices={choices}
        headerTitle={guideResource.label[locale]}
        rowActions={(guide) =>
          canReassign
            ? [
                <Button key="reassign" type="link" size="small" onClick={() => setFrom(guide)}>
                  {t('reassignMembers')}
                </Button>,
              ]
            : []
        }
      />
      {from && <ReassignDialog key={from.id} from={from} onClose={() => setFrom(null)} />}
    </>
  )
}
