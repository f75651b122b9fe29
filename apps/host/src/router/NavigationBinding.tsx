import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { bindNavigate } from './navigation'

/** Hands the router's navigate to navigateTo (the host services call it from outside React). */
export function NavigationBinding() {
  const navigate = useNavigate()
  useEffect(() => bindNavigate((path, options) => void navigate(path, options)), [navigate])
  return null
}
