import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import RouteErrorPage from '../pages/errors/RouteErrorPage';

interface Props {
  /** the location the error belongs to: a navigation elsewhere clears it */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  key: string;
}

class Boundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * A render error or a page chunk that failed to load (e.g. after a deploy) shows the site's error page (with a
 * reload button) in place of what failed, instead of a blank screen; the next navigation tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary resetKey={pathname + search}>{children}</Boundary>;
}
