import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { Alert, Button, Space } from 'antd'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { hiddenColumnsOf, type BridgeState } from '@store/bridge'
import { useBridge, useBridgeState, useButton } from '@store/bridge/react'
import {
  endpointsOf,
  permissionCodes,
  type Locale,
  type Page,
  type ResourceDef,
  type ResourceEndpoints,
} from '@store/contract'
import type { Api } from '@store/request'
import { uiTexts } from '../messages'
import { resourceColumns, type CellRenderer, type CrudRecord } from './columns'
import { useDictionaries } from './dictionaries'
import { removeRecords } from './endpoints'
import { pageQuery, type SortOrder, type TableParams } from './page-query'
import { startExport } from './excel'
import { ImportDialog } from './import-dialog'
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
  /** where the resource's calls live, when not at the framework's names */
  endpoints?: Partial<ResourceEndpoints>
  /** fixed filters sent with every page call, e.g. the chosen parent (a change reloads the table) */
  filter?: Record<string, string | number>
  /** fixed values of every record saved here; their fields are neither shown nor asked for */
  values?: Record<string, string | number>
  /** a click on a row (e.g. to choose the parent whose children show beside) */
  onRowClick?(record: R): void
  /** the row shown as chosen */
  activeRowId?: string
  /** the rows of each page loaded */
  onLoad?(records: R[]): void
  /** what the server answered to a saved add or edit (e.g. a generated initial password to show) */
  onSaved?(answer: R): void
  /** a row's buttons after view, edit and delete (e.g. grant, reset password); `reload` refreshes the page */
  rowActions?(record: R, reload: () => Promise<void>): ReactNode[]
  /**
   * Buttons for the chosen rows beside batch delete (e.g. a setting applied to all of them): offered
   * rows can be chosen even without the delete permission; falsy entries are left out
   */
  batchActions?(ids: string[], reload: () => Promise<void>): ReactNode[]
  /**
   * The values a field takes when they are records loaded at run time (a goods row's brand): the
   * table shows their labels, and the search form and the dialog offer them in a select.
   */
  choices?: Partial<Record<string, readonly { value: string | number; label: string }[]>>
  /** the dialog's input of a field, where a plain one does not do (a department picker), or of a field beyond the resource's (a user's roles) */
  fieldInputs?: Partial<Record<string, ReactNode>>
  /** the server's import template (function code) of this list: an Import button for those who may add */
  importCode?: string
  /** whether the list may be exported to the download centre (with the view code); true by default */
  exportable?: boolean
  /** whether records may be removed here (with the delete code); false where the server has no remove call */
  removable?: boolean
}

/** The definition with each field's loaded choices as its options (the same label in every language). */
function withChoices(def: ResourceDef, choices: CrudTableProps<CrudRecord>['choices']): ResourceDef {
  if (!choices) return def
  const fields = Object.entries(def.fields).map(([name, field]) => {
    const given = choices[name]
    if (!given) return [name, field]
    const options = given.map(({ value, label }) => ({
      value,
      label: { zh_CN: label, zh_HK: label, en: label },
    }))
    return [name, { ...field, options }]
  })
  return { ...def, fields: Object.fromEntries(fields) }
}

/** A tree's rows nest under this field: the tree shows it, so it is no search field there. */
const TREE_PARENT = 'parentId'

/**
 * The definition as this table shows it: without the fields it holds fixed; as a tree, sorted by the
 * server and not searchable by parent.
 */
function shownDef(def: ResourceDef, fixed: string[], tree: boolean): ResourceDef {
  if (!fixed.length && !tree) return def
  const fields = Object.entries(def.fields)
    .filter(([name]) => !fixed.includes(name))
    .map(([name, field]) => {
      if (!tree) return [name, field]
      const { sort: _sort, search, ...rest } = field
      return [name, { ...rest, ...(name !== TREE_PARENT && search && { search }) }]
    })
  return { ...def, fields: Object.fromEntries(fields) }
}

/** A page call's values of the resource's searchable fields, as an export's filters. */
function searchFilters(def: ResourceDef, query: Record<string, unknown>): Record<string, string | number> {
  const filters: Record<string, string | number> = {}
  for (const [name, field] of Object.entries(def.fields)) {
    const value = query[name]
    if (field.search && (typeof value === 'string' || typeof value === 'number')) filters[name] = value
  }
  return filters
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
  endpoints: endpointsGiven,
  filter,
  values,
  onRowClick,
  activeRowId,
  onLoad,
  onSaved,
  rowActions,
  batchActions,
  fieldInputs,
  choices,
  importCode,
  exportable = true,
  removable = true,
}: CrudTableProps<R>) {
  const endpoints = { ...endpointsOf(resource), ...endpointsGiven }
  const shown = useMemo(
    () => withChoices(shownDef(resource, Object.keys(values ?? {}), endpoints.tree), choices),
    [resource, values, endpoints.tree, choices],
  )
  const bridge = useBridge()
  const t = useMemo(() => uiTexts(locale), [locale])
  const codes = permissionCodes(resource)
  const writable = !resource.readOnly
  const can = {
    view: useButton(codes.view),
    add: useButton(codes.add) && writable,
    edit: useButton(codes.edit) && writable,
    remove: useButton(codes.remove) && writable && removable,
  }
  const hidden = useBridgeState(useCallback((s: BridgeState) => hiddenColumnsOf(s, menuCode), [menuCode]))

  const [error, setError] = useState<string | null>(null)
  const [dialog, setDialog] = useState<DialogState<R>>(null)
  const [selected, setSelected] = useState<string[]>([])
  const [importing, setImporting] = useState(false)
  /** the search filters of the last page call: what an export takes */
  const lastFilters = useRef<Record<string, string | number>>({})
  const actionRef = useRef<ActionType>(undefined)
  const reportLoadError = useCallback((e: unknown) => setError(messageOf(e)), [])
  const dictionaries = useDictionaries(api, shown, locale, reportLoadError)
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
      await removeRecords(api, resource, endpoints, ids)
      bridge.services.notify({ type: 'success', message: t('removed') })
      setSelected((current) => current.filter((id) => !ids.includes(id)))
      await actionRef.current?.reload()
    } catch (e) {
      bridge.services.notify({ type: 'error', message: messageOf(e) })
    }
  }

  const reload = async () => {
    await actionRef.current?.reload()
  }

  const exportList = async () => {
    try {
      const record = await startExport(api, resource.name, lastFilters.current)
      bridge.services.notify({ type: 'success', message: t('exportStarted', { name: record.fileName }) })
    } catch (e) {
      bridge.services.notify({ type: 'error', message: messageOf(e) })
    }
  }

  const save = async (record: Record<string, unknown>) => {
    const answer = await api.post<R>(`${resource.basePath}/${endpoints.submit}`, { ...record, ...values })
    bridge.services.notify({ type: 'success', message: t('saved') })
    onSaved?.(answer)
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
      ...(rowActions?.(record, reload) ?? []),
    ],
  }
  const columns = [...resourceColumns<R>(shown, { locale, t, dictionaries, hidden, render }), actions]
  const searchable = Object.values(shown.fields).some((f) => f.search)
  const batchRemovable = can.remove && endpoints.removeParam === 'ids'

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
        scroll={{ x: 'max-content' }}
        params={filter}
        onLoad={onLoad}
        onRow={onRowClick && ((record) => ({ onClick: () => onRowClick(record) }))}
        rowClassName={(record) => (record.id === activeRowId ? 'sd-crud-row-active' : '')}
        search={searchable ? { labelWidth: 'auto' } : false}
        pagination={endpoints.tree ? false : { defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        request={async (params, sort) => {
          try {
            const url = `${resource.basePath}/${endpoints.page}`
            const query = { ...pageQuery(shown, params, sort as Record<string, SortOrder>), ...filter }
            lastFilters.current = searchFilters(resource, query)
            if (endpoints.tree) {
              const { current: _current, size: _size, ...filters } = query
              const tree = await api.get<R[]>(url, filters)
              setError(null)
              return { data: tree, success: true }
            }
            const page = await api.get<Page<R>>(url, query)
            setError(null)
            return { data: page.records, total: page.total, success: true }
          } catch (e) {
            setError(messageOf(e))
            return { data: [], total: 0, success: false }
          }
        }}
        rowSelection={
          batchRemovable || batchActions
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : false
        }
        tableAlertRender={() => t('selected', { count: selected.length })}
        tableAlertOptionRender={() => (
          <Space>
            {batchRemovable && (
              <Button size="small" danger onClick={() => void remove(selected)}>
                {t('batchRemove')}
              </Button>
            )}
            {batchActions?.(selected, reload)}
          </Space>
        )}
        toolBarRender={() => [
          can.add && (
            <Button key="add" type="primary" onClick={() => setDialog({ mode: 'add' })}>
              {t('add')}
            </Button>
          ),
          importCode && can.add && (
            <Button key="import" onClick={() => setImporting(true)}>
              {t('importList')}
            </Button>
          ),
          exportable && can.view && (
            <Button key="export" onClick={() => void exportList()}>
              {t('exportList')}
            </Button>
          ),
        ]}
      />
      <RecordDialog<R>
        def={shown}
        state={dialog}
        locale={locale}
        t={t}
        dictionaries={dictionaries}
        fieldInputs={fieldInputs}
        onClose={() => setDialog(null)}
        onSubmit={save}
      />
      {importCode && (
        <ImportDialog
          open={importing}
          functionCode={importCode}
          resourceName={resourceName}
          api={api}
          t={t}
          onClose={() => setImporting(false)}
          onImported={() => void reload()}
        />
      )}
    </>
  )
}
