import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ProForm } from '@ant-design/pro-components'
import { priceTagTemplateResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable, fieldRules, uiTexts } from '@store/ui'
import { useLocale } from '../../components/locale'
import { LayoutEditor } from './layout-editor'
import { parseLayout } from './layout-json'

const layoutField = priceTagTemplateResource.fields.layout!

/** Tag templates on the shared CrudTable; a template's layout is drawn in the visual editor. */
export function TagTemplates() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const fieldInputs = useMemo(
    () => ({
      layout: (
        <ProForm.Item
          name="layout"
          label={layoutField.label[locale]}
          rules={fieldRules(layoutField, locale, uiTexts(locale))}
        >
          <LayoutEditor />
        </ProForm.Item>
      ),
    }),
    [locale],
  )
  return (
    <CrudTable
      resource={priceTagTemplateResource}
      api={api}
      locale={locale}
      menuCode="price_tag"
      fieldInputs={fieldInputs}
      render={{
        layout: (value: unknown) => t('tag_elementCount', { count: parseLayout(String(value)).length }),
      }}
      headerTitle={priceTagTemplateResource.label[locale]}
    />
  )
}
