import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { SHOP_ENGAGE_CODES as C, quizEndpoints as ep, type Quiz } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ActivityList, type ActivityQuery } from '../../components/activity-list'
import { QuizAttemptsDrawer } from './attempts-drawer'
import { QuizDialog } from './quiz-dialog'

/**
 * Quizzes (`/microshop/quiz`): search and page the quizzes, create or edit one (schedule, questions, pass
 * mark, reward), stop one after a confirmation, open its attempts and figures.
 */
export default function QuizPage() {
  const { t } = useTranslation()
  const api = useApi()
  const load = useCallback((query: ActivityQuery) => call(api, ep.page, { query }), [api])
  const stop = useCallback((id: string) => call(api, ep.stop, { query: { id } }), [api])
  return (
    <ActivityList<Quiz>
      texts={{
        title: 'qzTitle',
        add: 'qzAdd',
        empty: 'qzEmpty',
        records: 'qzAttempts',
        confirmStop: 'qzConfirmStop',
      }}
      codes={{ edit: C.quizEdit, stop: C.quizStop }}
      load={load}
      stop={stop}
      columns={[
        { title: t('ldStart'), dataIndex: 'startTime' },
        { title: t('ldEnd'), dataIndex: 'endTime' },
        { title: t('qzPassScore'), dataIndex: 'passScore' },
        { title: t('qzReward'), dataIndex: 'rewardPoints' },
        { title: t('qzAttemptCount'), dataIndex: 'attempts' },
      ]}
      dialog={(id, close, done) => <QuizDialog id={id} onClose={close} onDone={done} />}
      drawer={(quiz, close) => <QuizAttemptsDrawer quiz={quiz} onClose={close} />}
    />
  )
}
