import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Card, Empty, Flex, Input, Space, Spin, Table, Typography } from 'antd'
import { CHATBI_QUESTION_MAX, type ChatbiAnswer, type ChatbiQuestion, type ChatbiRow } from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { useChatbiApi } from '../../api'
import { Chart } from './components/Chart'

const selectLocale = (s: BridgeState) => s.locale
const selectColour = (s: BridgeState) => s.theme.colorPrimary

type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; value: T }
type Asked = { state: 'idle' } | Loaded<ChatbiAnswer>

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Ask a question in a text box or pick a prepared one; the answer comes as a chart and a table. */
export default function AskPage() {
  const { t } = useTranslation()
  const api = useChatbiApi()
  const locale = useBridgeState(selectLocale)
  const colour = useBridgeState(selectColour)
  const [questions, setQuestions] = useState<Loaded<ChatbiQuestion[]>>({ state: 'loading' })
  const [text, setText] = useState('')
  const [asked, setAsked] = useState<Asked>({ state: 'idle' })
  /** the question on screen, asked again when the language changes; and the latest call, the only one shown */
  const lastAsked = useRef<string | null>(null)
  const latestCall = useRef(0)

  const loadQuestions = useCallback(() => {
    setQuestions({ state: 'loading' })
    api.list().then(
      (value) => setQuestions({ state: 'done', value }),
      (error: unknown) => setQuestions({ state: 'failed', message: messageOf(error) }),
    )
  }, [api])

  const ask = useCallback(
    (question: string) => {
      const call = ++latestCall.current
      lastAsked.current = question
      setAsked({ state: 'loading' })
      const show = (next: Asked) => {
        if (call === latestCall.current) setAsked(next)
      }
      api.ask(question).then(
        (value) => show({ state: 'done', value }),
        (error: unknown) => show({ state: 'failed', message: messageOf(error) }),
      )
    },
    [api],
  )

  useEffect(loadQuestions, [loadQuestions])
  useEffect(() => {
    if (lastAsked.current) ask(lastAsked.current)
  }, [ask, locale])

  const pick = (q: ChatbiQuestion) => {
    setText(q.text[locale])
    ask(q.text[locale])
  }
  const submit = () => {
    if (text.trim()) ask(text.trim())
  }

  return (
    <Card title={t('ask.title')} variant="borderless">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" role="note" showIcon message={t('ask.note')} />
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={t('ask.label')}
            placeholder={t('ask.placeholder')}
            value={text}
            maxLength={CHATBI_QUESTION_MAX}
            showCount
            onChange={(e) => setText(e.target.value)}
            onPressEnter={submit}
          />
          <Button type="primary" onClick={submit} disabled={!text.trim()} loading={asked.state === 'loading'}>
            {t('ask.submit')}
          </Button>
        </Space.Compact>
        <PreparedQuestions questions={questions} locale={locale} onPick={pick} onRetry={loadQuestions} />
        <AnswerView asked={asked} colour={colour} />
      </Space>
    </Card>
  )
}

interface PreparedQuestionsProps {
  questions: Loaded<ChatbiQuestion[]>
  locale: BridgeState['locale']
  onPick(q: ChatbiQuestion): void
  onRetry(): void
}

function PreparedQuestions({ questions, locale, onPick, onRetry }: PreparedQuestionsProps) {
  const { t } = useTranslation()
  if (questions.state === 'loading') return <Spin />
  if (questions.state === 'failed') {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('ask.listFailed', { message: questions.message })}
        action={<Button onClick={onRetry}>{t('ask.retry')}</Button>}
      />
    )
  }
  return (
    <section aria-label={t('ask.prepared')}>
      <Typography.Text type="secondary">{t('ask.prepared')}</Typography.Text>
      <Flex wrap gap="small" style={{ marginTop: 8 }}>
        {questions.value.map((q) => (
          <Button key={q.id} onClick={() => onPick(q)}>
            {q.text[locale]}
          </Button>
        ))}
      </Flex>
    </section>
  )
}

function AnswerView({ asked, colour }: { asked: Asked; colour: string }) {
  const { t } = useTranslation()
  if (asked.state === 'idle') return null
  if (asked.state === 'loading') {
    return (
      <Flex align="center" gap="small" role="status">
        <Spin /> {t('ask.answering')}
      </Flex>
    )
  }
  if (asked.state === 'failed') {
    return <Alert type="error" showIcon message={t('ask.failed', { message: asked.message })} />
  }
  const { title, chartType, columns, rows } = asked.value
  const values = rows.map((r) => r.value)
  const description = t('chart.summary', {
    type: t(`chart.${chartType}`),
    count: rows.length,
    total: values.reduce((sum, v) => sum + v, 0),
    max: Math.max(0, ...values),
  })
  return (
    <Card type="inner" title={title}>
      {rows.length === 0 ? (
        <Empty description={t('ask.noRows')} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Chart
            type={chartType}
            title={title}
            description={description}
            rows={rows}
            axes={columns}
            color={colour}
            shareText={(row, percent) => t('chart.share', { label: row.label, value: row.value, percent })}
          />
          <Table<ChatbiRow>
            size="small"
            rowKey="label"
            pagination={false}
            dataSource={rows}
            columns={[
              { title: columns.label, dataIndex: 'label' },
              { title: columns.value, dataIndex: 'value', align: 'right' },
            ]}
          />
        </Space>
      )}
    </Card>
  )
}
