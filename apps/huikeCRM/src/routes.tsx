import { Navigate, type RouteObject } from 'react-router-dom'
import CrowdListPage from './pages/crowd-list'
import EntryModePage from './pages/entry-mode'
import GradeListPage from './pages/grade-list'
import GuideListPage from './pages/guide-list'
import MemberBrandPage from './pages/member-brand'
import MemberDetailPage from './pages/member-detail'
import MemberListPage from './pages/member-list'
import PayMethodPage from './pages/pay-method'
import PosUrlPage from './pages/pos-url'
import TagListPage from './pages/tag-list'

/** Relative to the base route /huikeCRM (the menu seed's `/huikeCRM/<path>`); the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="memberbrandDefine" replace /> },
  { path: 'memberbrandDefine', element: <MemberBrandPage /> },
  { path: 'member/list', element: <MemberListPage /> },
  { path: 'member/detail', element: <MemberDetailPage /> },
  { path: 'grade/list', element: <GradeListPage /> },
  { path: 'tag/list', element: <TagListPage /> },
  { path: 'crowd/list', element: <CrowdListPage /> },
  { path: 'guide/list', element: <GuideListPage /> },
  { path: 'setting/posurl', element: <PosUrlPage /> },
  { path: 'setting/payMethod', element: <PayMethodPage /> },
  { path: 'setting/entryMode', element: <EntryModePage /> },
]
