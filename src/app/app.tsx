import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  );
}
