import type { HistoryRecord, InstanceDetail, TaskRecord } from '@store/contract'
import { progressOf } from './progress'

let nextId = 1
const h = (action: string, nodeId: string | null, userName: string | null = 'Wang Fang'): HistoryRecord => ({
  id: String(nextId++),
  taskId: null,
  nodeId,
  nodeName: nodeId,
  action,
  userId: userName && '7',
  userName,
  targetUserId: null,
  comment: null,
  createTime: '2026-11-27 09:00:00',
})
const open = (nodeId: string) => ({ nodeId, status: 'pending' }) as TaskRecord
const detail = (status: string, history: HistoryRecord[], tasks: TaskRecord[] = []) =>
  ({ instance: { status }, history, tasks }) as unknown as InstanceDetail

describe('an instance’s progress on its diagram', () => {
  it('a node sent back to and reopened is current again; who acted there stays listed', () => {
    const p = progressOf(
      detail(
        'running',
        [h('start', null), h('approve', 'leader'), h('reject', 'hr'), h('back', 'hr'), h('urge', 'leader')],
        [open('leader')],
      ),
    )
    expect(p.marks).toEqual(
      new Map([
        ['leader', 'current'],
        ['hr', 'rejected'],
      ]),
    )
    expect(p.acts.get('leader')!.map((a) => a.action)).toEqual(['approve'])
    expect(p.ended).toBe(false)
  })

  it('an ended instance has no current node, whatever tasks it lists', () => {
    const p = progressOf(
      detail('approved', [h('autoPass', 'leader', null), h('approve', 'hr'), h('end', null)], [open('hr')]),
    )
    expect(p.marks).toEqual(
      new Map([
        ['leader', 'done'],
        ['hr', 'done'],
      ]),
    )
    expect(p.ended).toBe(true)
  })
})
