import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { Alert, Button, Space } from 'antd'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { hiddenColumnsOf, type BridgeState } from '@store/bridge'
import { useBridge, useBridgeState, useButton } from '@store/bridge/react'
import { permissionCodes, type Locale, type Page, type ResourceDef } from '@store/contract'
import type { Api } from '@store/request'
import { uiTexts } from '../messages'
import { resourceColumns, type CellRenderer, type CrudRecord } from './columns'
import { useDictionaries } from './dictionaries'
import { pageQuery, type SortOrder, type TableParams } from './page-query'
import { RecordDialog, type DialogState } from './record-dialog'

export interface CrudTableProps<R extends CrudRecord> {
  /** the contract's resource definition: fields, labels, search, sort, rules, permission, base path */
  resource: ResourceDef
  /** the sub-app's `useApi()` or the host's client */
  api: Api
  locale: Locale
  /** the menu whose hidden columns apply (menu hide-columns); the resource's permission stem by default */
  menuCode?: string
  /** how some fields show in the table, e.g. `{ amount: formatAmount }` */
  render?: Partial<Record<string, CellRenderer<R>>>
  /** what "view" does; by default the record opens read-only in the dialog */
  onView?(record: R): void
  headerTitle?: ReactNode
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The list screen of a plain resource: search form, sortable columns (the user's hidden columns
 * left out, the others switchable), pager, an add/edit/view dialog validated by the definition,
 * delete and batch delete after the host's confirmation, each button shown only with its permission.
 */
export function CrudTable<R extends CrudRecord>({
  resource,
  api,
  locale,
  menuCode = resource.permission,
  render,
  onView,
  headerTitle,
}: CrudTableProps<R>) {
  const bridge = useBridge()
  const t = useMemo(() => uiTexts(locale), [locale])
  const codes = permissionCodes(resource)
  const writable = !resource.readOnly
  const can = {
    view: useButton(codes.view),
    add: useButton(codes.add) && writable,
    edit: useButton(codes.edit) && writable,
    remove: useButton(codes.remove) && writable,
  }
  const hidden = useBridgeState(useCallback((s: BridgeState) => hiddenColumnsOf(s, menuCode), [menuCode]))

  const [error, setError] = useState<string | null>(null)
  const [dialog, setDialog] = useState<DialogState<R>>(null)
  const [selected, setSelected] = useState<string[]>([])
  const actionRef = useRef<ActionType>(undefined)
  const reportLoadError = useCallback((e: unknown) => setError(messageOf(e)), [])
  const dictionaries = useDictionaries(api, resource, locale, reportLoadError)
  const resourceName = resource.label[locale]

  const remove = async (ids: string[]) => {
    const confirmed = await bridge.services.confirm({
      title:
        ids.length === 1
          ? t('confirmRemove', { resource: resourceName })
          : t('confirmBatchRemove', { count: ids.length, resource: resourceName }),
      okText: t('remove'),
      danger: true,
    })
    if (!confirmed) return
    try {
      await api.post(`${resource.basePath}/remove`, undefined, { params: { ids: ids.join(',') } })
      bridge.services.notify({ type: 'success', message: t('removed') })
      setSelected((current) => current.filter((id) => !ids.includes(id)))
      await actionRef.current?.reload()
    } catch (e) {
      bridge.services.notify({ type: 'error', message: messageOf(e) })
    }
  }

  const save = async (values: Record<string, unknown>) => {
    await api.post(`${resource.basePath}/submit`, values)
    bridge.services.notify({ type: 'success', message: t('saved') })
    await actionRef.current?.reload()
  }

  const actions: ProColumns<R> = {
    title: t('actions'),
    key: 'actions',
    valueType: 'option',
    render: (_, record) => [
      can.view && (
        <Button
          key="view"
          type="link"
          size="small"
          onClick={() => (onView ? onView(record) : setDialog({ mode: 'view', record }))}
        >
          {t('view')}
        </Button>
      ),
      can.edit && (
        <Button key="edit" type="link" size="small" onClick={() => setDialog({ mode: 'edit', record })}>
          {t('edit')}
        </Button>
      ),
      can.remove && (
        <Button key="remove" type="link" size="small" danger onClick={() => void remove([record.id])}>
          {t('remove')}
        </Button>
      ),
    ],
  }
  const columns = [...resourceColumns<R>(resource, { locale, t, dictionaries, hidden, render }), actions]
  const searchable = Object.values(resource.fields).some((f) => f.search)

  return (
    <>
      {error && (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed', { message: error })}
          style={{ marginBottom: 16 }}
        />
      )}
      <ProTable<R, TableParams>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={headerTitle ?? resourceName}
        columns={columns}
        search={searchable ? { labelWidth: 'auto' } : false}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        request={async (params, sort) => {
          try {
            const page = await api.get<Page<R>>(
              `${resource.basePath}/page`,
              pageQuery(resource, params, sort as Record<string, SortOrder>),
            )
            setError(null)
            return { data: page.records, total: page.total, success: true }
          } catch (e) {
            setError(messageOf(e))
            return { data: [], total: 0, success: false }
          }
        }}
        rowSelection={
          can.remove
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : false
        }
        tableAlertRender={() => t('selected', { count: selected.length })}
        tableAlertOptionRender={() => (
          <Space>
            <Button size="small" danger onClick={() => void remove(selected)}>
              {t('batchRemove')}
            </Button>
          </Space>
        )}
        toolBarRender={() => [
          can.add && (
            <Button key="add" type="primary" onClick={() => setDialog({ mode: 'add' })}>
              {t('add')}
            </Button>
          ),
        ]}
      />
      <RecordDialog<R>
        def={resource}
        state={dialog}
        locale={locale}
        t={t}
        dictionaries={dictionaries}
        onClose={() => setDialog(null)}
        onSubmit={save}
      />
    </>
  )
}
