import { Navigate, type RouteObject } from 'react-router-dom'
import AskPage from './pages/ask'

/** Routes relative to /child-chatbi: the one page, `ask`, and the bare path leads to it. */
export const routes: RouteObject[] = [
  { path: 'ask', element: <AskPage /> },
  { path: '*', element: <Navigate to="ask" replace /> },
]
