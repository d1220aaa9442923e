// A training's chapters in the back office or a group (spec 002 §2.11 chapter list, §2.3): keyword, create, and the
// chapter table (10 a page) whose rows open the chapter form — its own pages in the back office, a dialog in a
// group — and the chapter's problems; a page emptied by a deletion steps back.
import '@/locales/need/more';
import { useCallback, useState } from 'react';
import { Button, Card, Input, Result, Space, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminTraining } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { TrainingNotFound } from '@/components/training-not-found';
import { useAdminKeywordSearch } from '@/hooks/use-admin-list-search';
import { usePagePastEnd } from '@/hooks/use-page-past-end';
import { useAdminChapterList } from '../api/get-admin-chapter-list';
import { useAdminTraining } from '../api/get-admin-training';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';
import { AdminTrainingTable } from './admin-training-table';
import { ChapterDialog } from './chapter-dialog';

function Chapters({ training }: { training: AdminTraining }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { paths } = useTrainingAdminScope();
  const { params, update } = useAdminKeywordSearch();
  const goToPage = useCallback((currentPage: number) => update({ currentPage }), [update]);
  const query = useAdminChapterList(training.id, params);
  usePagePastEnd(query, params, goToPage);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const pages = paths.chapterPages;
  const create = () => (pages ? navigate(pages.create(training.id)) : setEditing('new'));
  const edit = (row: AdminTraining) => (pages ? navigate(pages.edit(training.id, row.id)) : setEditing(row.id));

  return (
    <div data-testid="chapter-admin">
      <Typography.Title level={4} className="mt-heading" data-testid="chapter-admin-heading">
        {t('chapters:admin.heading', { title: training.title })}
      </Typography.Title>
      <div className="mp-toolbar">
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.list)} data-testid="chapter-admin-back">
            {t('training:manage.backToList')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={create} data-testid="create-chapter">
            {t('chapters:admin.create')}
          </Button>
        </Space>
        <Input.Search
          key={params.keyword}
          defaultValue={params.keyword}
          allowClear
          placeholder={t('chapters:admin.searchPlaceholder')}
          onSearch={(value) => update({ keyword: value.trim(), currentPage: 1 })}
          className="mp-search"
          data-testid="admin-chapter-search"
        />
      </div>
      <QueryState query={query} rows={6} isEmpty={(page) => page.total === 0} emptyText={t('chapters:admin.empty')}>
        {(page) => (
          <AdminTrainingTable
            rows={page.records}
            loading={query.isFetching}
            chapterOf={training}
            onEdit={edit}
            pagination={{
              current: params.currentPage,
              pageSize: params.limit,
              total: page.total,
              showTotal: (count) => t('chapters:admin.total', { total: count }),
              onChange: (currentPage) => update({ currentPage }),
            }}
          />
        )}
      </QueryState>
      {!pages && <ChapterDialog trainingId={training.id} editing={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function NotSplit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { paths } = useTrainingAdminScope();
  return (
    <Result
      status="info"
      title={t('chapters:admin.notSplit')}
      extra={<Button onClick={() => navigate(paths.list)}>{t('training:manage.backToList')}</Button>}
      data-testid="chapter-admin-not-split"
    />
  );
}

function Loaded({ tid, testId }: { tid: number; testId: string }) {
  const query = useAdminTraining(tid);
  return (
    <Card className="mp-page" data-testid={testId}>
      <QueryState query={query} rows={8}>
        {(training) => (training.hasChapter ? <Chapters training={training} /> : <NotSplit />)}
      </QueryState>
    </Card>
  );
}

export function ChapterAdmin({ tid, testId }: { tid: number | null; testId: string }) {
  return tid === null ? <TrainingNotFound /> : <Loaded key={tid} tid={tid} testId={testId} />;
}
