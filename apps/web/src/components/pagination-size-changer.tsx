// What antd's Pagination renders as its page-size changer (vite.config.ts points Pagination's import of Select here):
// the Select, loaded when a size changer is first shown. Pagination imports Select for it, and every List and Table
// imports Pagination, so without this the home page, whose lists never show one, would download the Select (about
// 20 KB compressed).
import { lazy, Suspense, type ComponentProps } from 'react';
import type { Select as AntdSelect } from 'antd';
import { withChunkTimeout } from '@/lib/lazy-page';

const Select = lazy(() => withChunkTimeout(() => import('antd/es/select')));

export default function PaginationSizeChanger(props: ComponentProps<typeof AntdSelect>) {
  return (
    <Suspense fallback={null}>
      <Select {...props} />
    </Suspense>
  );
}
