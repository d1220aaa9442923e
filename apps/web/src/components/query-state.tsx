// Query states: one place for the loading, error (with retry) and empty states of server data.
import type { ReactNode } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './error-state';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** Skeleton rows while loading. */
  rows?: number;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, isEmpty, emptyText, rows = 4, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active paragraph={{ rows }} data-testid="query-loading" />;
  if (query.isError) {
    return (
      <ErrorState
        status="warning"
        className="query-error"
        data-testid="query-error"
        title={t('common:loadFailed')}
        detail={query.error instanceof Error ? query.error.message : undefined}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  }
  if (isEmpty?.(query.data)) {
    return <Empty data-testid="query-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('common:noData')} />;
  }
  return <>{children(query.data)}</>;
}
