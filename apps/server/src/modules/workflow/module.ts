import { defineModule } from '../../core/module'
import { workflowApplication } from './menus'
import workflowRoutes from './routes'
import { seedWorkflow } from './seed'

/** Workflow approvals on a BPMN engine: definitions, instances, tasks, timers (issue 23). */
export const workflowModule = defineModule({
  name: 'workflow',
  dependsOn: ['tenant', 'access', 'user', 'org'],
  routes: (app) => app.register(workflowRoutes),
  applications: [workflowApplication],
  seedDemoTenant: ({ tx, ids, tenant, catalogue }) => seedWorkflow(tx, ids, tenant.tenantId, catalogue),
})
