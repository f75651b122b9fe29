import type { FastifyInstance } from 'fastify'
import { enterTenant } from '../../apps/server/src/core/db/database'

/** A deployed definition and its engine's state resting at its first user task. */
export interface RestingDefinition {
  id: string
  processKey: string
  version: number
  nodeId: string
  nodeName: string
  state: unknown
}

/**
 * One running instance and its one open task per entry of `assignees`, set-based: task n waits at
 * the first user task of definition n mod D with that definition's real engine state, so each could
 * be approved. Creation times go back one second per task (oldest last); a third have due times.
 */
export async function fillOpenTasks(
  app: FastifyInstance,
  tenantId: string,
  starterId: string,
  definitions: RestingDefinition[],
  assignees: string[],
): Promise<void> {
  const ids = () => assignees.map(() => app.ids.next())
  const [instanceIds, taskIds] = [ids(), ids()]
  const col = (f: (d: RestingDefinition) => unknown) => definitions.map((d) => String(f(d)))
  await app.db.withSystem(async (tx) => {
    await enterTenant(tx, tenantId)
    await tx.$client.query(
      `WITH d AS (
        SELECT * FROM unnest($1::bigint[], $2::text[], $3::int[], $4::text[], $5::text[], $6::jsonb[])
          WITH ORDINALITY AS d(id, process_key, version, node_id, node_name, state, k)
      ),
      a AS (
        SELECT instance_id, task_id, assignee, k - 1 AS n, now() - make_interval(secs => k) AS at,
          ((k - 1) % cardinality($1::bigint[])) + 1 AS def
        FROM unnest($7::bigint[], $8::bigint[], $9::bigint[]) WITH ORDINALITY AS a(instance_id, task_id, assignee, k)
      ),
      i AS (
        INSERT INTO wf_instance (id, definition_id, process_key, version, business_key, starter_id, status,
          form_data, engine_state, passed_nodes, current_nodes, create_time, update_time)
        SELECT a.instance_id, d.id, d.process_key, d.version, 'BENCH-' || a.n, $10::bigint, 'running',
          '{}'::jsonb, d.state, '[]'::jsonb, d.node_name, a.at, a.at
        FROM a JOIN d ON d.k = a.def
      )
      INSERT INTO wf_task (id, instance_id, node_id, node_name, kind, assignee_id, status, seq, round, due_at,
        create_time, update_time)
      SELECT a.task_id, a.instance_id, d.node_id, d.node_name, 'approve', a.assignee, 'pending', 0, a.task_id,
        CASE WHEN a.n % 3 = 0 THEN now() + make_interval(hours => (a.n % 96)::int) END, a.at, a.at
      FROM a JOIN d ON d.k = a.def`,
      [
        col((d) => d.id),
        col((d) => d.processKey),
        col((d) => d.version),
        col((d) => d.nodeId),
        col((d) => d.nodeName),
        col((d) => JSON.stringify(d.state)),
        instanceIds,
        taskIds,
        assignees,
        starterId,
      ],
    )
  })
  await app.db.withSystem(async (tx) => {
    await tx.$client.query('ANALYZE wf_instance')
    await tx.$client.query('ANALYZE wf_task')
  })
}
