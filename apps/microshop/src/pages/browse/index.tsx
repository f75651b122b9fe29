import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { SHOP_ENGAGE_CODES as C, browseEndpoints as ep, type BrowseTask } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ActivityList, type ActivityQuery } from '../../components/activity-list'
import { BrowseRewardsDrawer } from './rewards-drawer'
import { BrowseTaskDialog } from './task-dialog'

/**
 * Browse-to-earn (`/microshop/browse`): search and page the tasks, create or edit one (target, dwell,
 * reward, period, schedule), stop one after a confirmation, open its rewards and figures.
 */
export default function BrowsePage() {
  const { t } = useTranslation()
  const api = useApi()
  const load = useCallback((query: ActivityQuery) => call(api, ep.page, { query }), [api])
  const stop = useCallback((id: string) => call(api, ep.stop, { query: { id } }), [api])
  return (
    <ActivityList<BrowseTask>
      texts={{
        title: 'brTitle',
        add: 'brAdd',
        empty: 'brEmpty',
        records: 'brRecords',
        confirmStop: 'brConfirmStop',
      }}
      codes={{ edit: C.browseEdit, stop: C.browseStop }}
      load={load}
      stop={stop}
      columns={[
        { title: t('ldStart'), dataIndex: 'startTime' },
        { title: t('ldEnd'), dataIndex: 'endTime' },
        {
          title: t('brTarget'),
          dataIndex: 'targetName',
          render: (name: string, r) => `${t(`br_target_${r.targetKind}`)} · ${name}`,
        },
        { title: t('brDwell'), dataIndex: 'dwellSeconds' },
        {
          title: t('brRewardKind'),
          dataIndex: 'rewardKind',
          render: (kind: BrowseTask['rewardKind'], r) =>
            kind === 'points' ? `${t('br_reward_points')} ${r.rewardPoints}` : t('br_reward_coupon'),
        },
        { title: t('brPeriod'), dataIndex: 'period', render: (p: string) => t(`br_period_${p}`) },
        { title: t('brRewards'), dataIndex: 'rewards' },
      ]}
      dialog={(id, close, done) => <BrowseTaskDialog id={id} onClose={close} onDone={done} />}
      drawer={(task, close) => <BrowseRewardsDrawer task={task} onClose={close} />}
    />
  )
}
