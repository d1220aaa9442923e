// The Chapters tab of a training split into chapters (spec 002 §2.10 chapter list): its visible chapters in order,
// 15 a page — title (opens the chapter as a training, inside the group for a group training), auth, the caller's
// progress, problem count, author, favourite and like counts and last update.
import '@/locales/need/more';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { TrainingTable } from '@/components/trainings/training-table';
import { useMobile } from '@/hooks/use-media-query';
import { useSearchState } from '@/hooks/use-search-state';
import { useSession } from '@/lib/session';
import { useTrainingChapters } from '../api/get-training-chapter-list';
import { CHAPTER_PAGE_SIZE, parseChapterSearch, serializeChapterSearch } from '../lib/chapter-search';

export function ChapterList({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const [search, update] = useSearchState(parseChapterSearch, serializeChapterSearch);
  const query = useTrainingChapters(tid, { currentPage: search.currentPage, limit: CHAPTER_PAGE_SIZE }, user?.uid ?? null);
  return (
    <div data-testid="chapter-list">
      <QueryState query={query} rows={6}>
        {(page) => (
          <TrainingTable
            rows={page.records}
            loading={query.isFetching && query.isPlaceholderData}
            showProgress
            showCategory={false}
            showMarks
            empty={<Empty description={t('chapters:list.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid="chapter-empty" />}
            pagination={{
              current: search.currentPage,
              pageSize: CHAPTER_PAGE_SIZE,
              total: page.total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              simple: mobile,
              showTotal: mobile ? undefined : (total) => t('chapters:list.total', { total }),
              onChange: (currentPage) => update({ currentPage }),
            }}
          />
        )}
      </QueryState>
    </div>
  );
}
