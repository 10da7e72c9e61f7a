import { Component, type ReactNode } from 'react'
import { RouteError } from './route-error.tsx'

interface Props {
  children: ReactNode
  /** The navigation (React Router's location key): any new one clears the error. */
  resetKey: string
}

interface State {
  failed: boolean
  resetKey: string
}

/** Catches a screen that throws, or whose code fails to load, and shows RouteError instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}
