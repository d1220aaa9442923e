// Back-office tags page (/manage/problem/tag): the tags table and the classifications table, each with its dialogs.
import '@/locales/need/more';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useAdminTags } from '@/features/manage-problems/api/get-admin-tags';
import { useClassifications } from '@/features/manage-problems/api/get-classifications';
import { ClassificationsTable } from '@/features/manage-problems/components/classifications-table';
import { TagsTable } from '@/features/manage-problems/components/tags-table';
import { useProblemRights } from '@/features/manage-problems/hooks/use-problem-rights';
import '@/features/manage-problems/manage-problems.css';

export default function ManageProblemTagPage() {
  const { t } = useTranslation();
  const { manageAll } = useProblemRights();
  if (!manageAll) return <Result status="403" title={t('manageProblems:tagPage.forbidden')} data-testid="tag-page-forbidden" />;
  return <TagAdmin />;
}

/** Root and problem admins only: admins (1001) would only meet the server's refusal. */
function TagAdmin() {
  const { t } = useTranslation();
  const tags = useAdminTags();
  const classifications = useClassifications();
  return (
    <div className="mp-page" data-testid="manage-problem-tag">
      <Card title={t('manageProblems:tagPage.tags')} className="mp-section" data-testid="tags-card">
        <QueryState query={tags}>{(list) => <TagsTable tags={list} classifications={classifications.data ?? []} />}</QueryState>
      </Card>
      <Card title={t('manageProblems:tagPage.classifications')} className="mp-section" data-testid="classifications-card">
        <QueryState query={classifications}>{(list) => <ClassificationsTable classifications={list} />}</QueryState>
      </Card>
    </div>
  );
}
