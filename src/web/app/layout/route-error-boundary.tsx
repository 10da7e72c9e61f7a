import { Component, type ReactNode } from 'react'
import { RouteError } from './route-error.tsx'

interface Props {
  children: ReactNode
  /** The navigation (React Router's location key): any new one clears the error. */
  resetKey: string
}

interface State {
  failure: { error: unknown } | null
  resetKey: string
}

/** Catches a screen that throws, or whose code fails to load, and shows RouteError instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey }
  }

  override render() {
    const { failure } = this.state
    return failure ? <RouteError error={failure.error} /> : this.props.children
  }
}
