import { Component, type ReactNode } from 'react'

interface Props {
  /** what to show instead of a sub-app that threw while rendering */
  fallback: (error: Error) => ReactNode
  /** told once of each error caught (the shell's error log) */
  onError: (error: Error) => void
  children: ReactNode
}

/**
 * Contains a sub-app's errors while rendering or in its effects to its own tab: the shell and other tabs
 * keep working.
 */
export class SubAppBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error)
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children
  }
}
