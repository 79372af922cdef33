import { useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { GenericError } from './GenericError.tsx';

/** Admin's own `error` page: the last net, for a crash outside the routed content (the bar itself). */
export const AppCrash = ({ resetErrorBoundary }: { resetErrorBoundary: (...args: unknown[]) => void }) => {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <GenericError />;
};
