// Pagination helpers: offset from the shared rule, and the {records, total} page.
import type { PageResult, Pagination } from '@verdict/shared';

export const offsetOf = ({ currentPage, limit }: Pagination) => (currentPage - 1) * limit;

export const page = <T>(records: T[], total: number): PageResult<T> => ({ records, total });
