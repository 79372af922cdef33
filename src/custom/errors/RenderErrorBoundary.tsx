import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { GenericError } from './GenericError.tsx';

interface BoundaryProps {
  /** A new value (another page) clears the error, so leaving the broken page is enough. */
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen crashed while rendering', error, info.componentStack);
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    return this.state.error ? <GenericError /> : this.props.children;
  }
}

/**
 * Around the routed content only: a screen that crashes shows the generic error screen
 * (spec 8) while the navigation bar around it keeps working.
 */
export const RenderErrorBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
};
