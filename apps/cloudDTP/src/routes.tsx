import { Navigate, type RouteObject } from 'react-router-dom'
import { DRUG_DETAIL_ROUTE } from './components/drug-name-link'
import DispensingPage from './pages/dispensing'
import DrugDetailPage from './pages/drug-detail'
import DrugsPage from './pages/drugs'
import PatientsPage from './pages/patients'
import PrescriptionsPage from './pages/prescriptions'
import ReviewsPage from './pages/reviews'

/** Relative to the base route /cloudDTP; the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="drugs" replace /> },
  { path: 'drugs', element: <DrugsPage /> },
  { path: DRUG_DETAIL_ROUTE, element: <DrugDetailPage /> },
  { path: 'patient', element: <PatientsPage /> },
  { path: 'prescription', element: <PrescriptionsPage /> },
  { path: 'dispensing', element: <DispensingPage /> },
  { path: 'review', element: <ReviewsPage /> },
]
