import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { SHOP_ENGAGE_CODES as C, voteEndpoints as ep, type Vote } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ActivityList, type ActivityQuery } from '../../components/activity-list'
import { VoteResultsDrawer } from './results-drawer'
import { VoteDialog } from './vote-dialog'

/**
 * Votes (`/microshop/vote`): search and page the votes, create or edit one (schedule, period, options),
 * stop one after a confirmation, open its results and records.
 */
export default function VotePage() {
  const { t } = useTranslation()
  const api = useApi()
  const load = useCallback((query: ActivityQuery) => call(api, ep.page, { query }), [api])
  const stop = useCallback((id: string) => call(api, ep.stop, { query: { id } }), [api])
  return (
    <ActivityList<Vote>
      texts={{
        title: 'vtTitle',
        add: 'vtAdd',
        empty: 'vtEmpty',
        records: 'vtResults',
        confirmStop: 'vtConfirmStop',
      }}
      codes={{ edit: C.voteEdit, stop: C.voteStop }}
      load={load}
      stop={stop}
      columns={[
        { title: t('ldStart'), dataIndex: 'startTime' },
        { title: t('ldEnd'), dataIndex: 'endTime' },
        { title: t('vtPeriod'), dataIndex: 'period', render: (p: string) => t(`vt_period_${p}`) },
        { title: t('vtVotes'), dataIndex: 'votes' },
      ]}
      dialog={(id, close, done) => <VoteDialog id={id} onClose={close} onDone={done} />}
      drawer={(vote, close) => <VoteResultsDrawer vote={vote} onClose={close} />}
    />
  )
}
