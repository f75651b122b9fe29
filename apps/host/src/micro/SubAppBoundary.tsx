import { Component, type ReactNode } from 'react'

interface Props {
  /** what to show instead of a sub-app that threw while rendering */
  fallback: (error: Error) => ReactNode
  children: ReactNode
}

/** Contains a sub-app's render errors to its own tab: the shell and other tabs keep working. */
export class SubAppBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children
  }
}
