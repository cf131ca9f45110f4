import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';

interface Props {
  children: ReactNode;
  fallback: ReactNode;
  /** named in the console line of the error */
  what: string;
  /** a new value renders the children again (another address), without remounting them on every change */
  resetKey?: unknown;
}

/** What failed to render stays out of sight: `fallback` shows instead, and the error goes to the console. */
export class RenderErrorBoundary extends Component<Props, { failed: boolean; resetKey: unknown }> {
  override state = { failed: false, resetKey: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.what} failed`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
