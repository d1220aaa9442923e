// TanStack Query client: one instance shared by the app and the route guards.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.kind === 'http' && error.status < 500),
    },
  },
});
