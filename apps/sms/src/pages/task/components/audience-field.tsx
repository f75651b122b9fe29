import { useState } from 'react'
import { Button, Form, Radio, Select, Typography, Upload } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  AUDIENCE_KINDS,
  AUDIENCE_LABELS,
  crowdPackResource,
  memberTagResource,
  type AudienceKind,
} from '@store/contract'
import { useApi } from '@store/micro'
import { choiceOptions, namedBy, useResourceChoices } from '@store/ui'
import { labelOf, useLocale } from '../../../components/locale'

/** An uploaded file's numbers: anything between separators (spaces, new lines, commas, semicolons). */
export const numbersIn = (text: string) => text.split(/[\s,;]+/).filter(Boolean)

const byPackName = namedBy('packName')
const byTagName = namedBy('tagName')

/** Whom a campaign goes to: a crowd pack, a tag, or the numbers of an uploaded text or CSV file. */
export function AudienceFields({
  phones,
  listMissing,
  onPhones,
}: {
  phones: string[]
  /** the list was asked for and no file was chosen */
  listMissing: boolean
  onPhones(phones: string[]): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const packs = useResourceChoices(api, crowdPackResource, byPackName)
  const tags = useResourceChoices(api, memberTagResource, byTagName)
  const [file, setFile] = useState<string>()
  const kind = Form.useWatch<AudienceKind>('audienceKind')
  return (
    <>
      <Form.Item
        name="audienceKind"
        label={t('audience')}
        rules={[{ required: true, message: t('audienceRequired') }]}
      >
        <Radio.Group
          options={AUDIENCE_KINDS.map((k) => ({ value: k, label: labelOf(AUDIENCE_LABELS, k, locale) }))}
        />
      </Form.Item>
      {kind !== 'list' && kind && (
        <Form.Item
          name="audienceId"
          label={labelOf(AUDIENCE_LABELS, kind, locale)}
          rules={[{ required: true, message: t('audienceRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={(kind === 'crowd' ? packs : tags) === null}
            options={choiceOptions((kind === 'crowd' ? packs : tags) ?? [])}
          />
        </Form.Item>
      )}
      {kind === 'list' && (
        <Form.Item
          label={t('phoneFile')}
          required
          extra={t('phoneFileHint')}
          validateStatus={listMissing ? 'error' : undefined}
          help={listMissing ? t('phoneFileRequired') : undefined}
        >
          <Upload
            accept=".txt,.csv"
            maxCount={1}
            showUploadList={false}
            beforeUpload={async (f) => {
              onPhones(numbersIn(await f.text()))
              setFile(f.name)
              return false
            }}
          >
            <Button>{t('chooseFile')}</Button>
          </Upload>
          {(file || phones.length > 0) && (
            <Typography.Text style={{ marginLeft: 8 }}>
              {t('phoneCount', { count: phones.length, file: file ?? '' })}
            </Typography.Text>
          )}
        </Form.Item>
      )}
    </>
  )
}
