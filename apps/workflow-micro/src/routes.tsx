import { Navigate, type RouteObject } from 'react-router-dom'
import DesignPage from './pages/design'
import DesignBpmnPage from './pages/design/bpmn'
import DesignProcessPage from './pages/design/process'
import DetailPage from './pages/detail'
import InstanceListPage from './pages/instance'
import StartListPage from './pages/start'
import StartFormPage from './pages/start/form'
import TaskListPage from './pages/tasks'

/** Relative to the base route /workflow-micro (the menu paths of the server's workflow menus.ts). */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="workflow/todo" replace /> },
  { path: 'workflow/design', element: <DesignPage /> },
  { path: 'workflow/design/process', element: <DesignProcessPage /> },
  { path: 'workflow/design/bpmn', element: <DesignBpmnPage /> },
  { path: 'workflow/start', element: <StartListPage /> },
  { path: 'workflow/process/start/:id', element: <StartFormPage /> },
  { path: 'workflow/todo', element: <TaskListPage key="todo" kind="todo" /> },
  { path: 'workflow/done', element: <TaskListPage key="done" kind="done" /> },
  { path: 'workflow/send', element: <InstanceListPage key="sent" kind="sent" /> },
  { path: 'workflow/copy', element: <InstanceListPage key="copied" kind="copied" /> },
  { path: 'workflow/instance', element: <InstanceListPage key="all" kind="all" /> },
  { path: 'workflow/process/detail/:id', element: <DetailPage /> },
]
