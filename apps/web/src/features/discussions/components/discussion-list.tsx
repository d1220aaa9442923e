// The discussion list page body (spec 002 §2.8): filters in the URL, 10 posts a page (pinned first), the post
// button (login first) opening the create dialog, an author's edit dialog, root's category editor, and the empty
// and error states. With a problem id it lists and posts that problem's discussions. Inside a group (lib/scope.ts)
// it lists the group's posts, and its admins may switch to their list with the banned posts too. Lists carry the
// content of the viewer's own posts only, so editing another's post (a group admin's) happens on its page.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Card, Space, Switch } from 'antd';
import { EditOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_LIMITS, type Discussion } from '@verdict/shared';
import { PagedList } from '@/components/paged-list';
import { useSearchState } from '@/hooks/use-search-state';
import { useMobile } from '@/hooks/use-media-query';
import { useLoginGate } from '@/hooks/use-login-gate';
import { discussionDetailPath, discussionListPath, discussionProblemPath } from '@/lib/paths/discussions';
import { isSuperAdminUser, useSession } from '@/lib/session';
import { useDiscussionList } from '../api/discussion-list';
import { parseDiscussionSearch, serializeDiscussionSearch } from '../lib/list-search';
import { useDiscussionScope } from '../lib/scope';
import { CategoryEditor } from './category-editor';
import { DiscussionCard } from './discussion-card';
import { DiscussionDialog } from './discussion-dialog';
import { DiscussionFilters } from './discussion-filters';
import '../discussions.css';

/** What is open: the create dialog, the edit dialog of a post, root's category editor, or nothing. */
type Dialog = { kind: 'create' } | { kind: 'edit'; post: Discussion } | { kind: 'categories' } | null;

function Heading({ pid }: { pid?: string }) {
  const { t } = useTranslation();
  const { gid } = useDiscussionScope();
  if (!pid) return <>{t('discussion:list.heading')}</>;
  return (
    <Space wrap size={4}>
      <span>{t('discussion:list.problemHeading')}</span>
      <Link to={discussionProblemPath(pid, gid)} data-testid="discussion-problem-link">
        {pid}
      </Link>
      <Link to={discussionListPath(null, gid)} className="discussion-all-link">
        {t('discussion:list.all')}
      </Link>
    </Space>
  );
}

export function DiscussionList({ pid }: { pid?: string }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const scope = useDiscussionScope();
  const [adminView, setAdminView] = useState(false);
  const navigate = useNavigate();
  const edit = (post: Discussion) =>
    post.uid === user?.uid ? setDialog({ kind: 'edit', post }) : navigate(discussionDetailPath(post.id, scope.gid));
  const [search, update] = useSearchState(parseDiscussionSearch, serializeDiscussionSearch);
  const query = useDiscussionList(
    {
      currentPage: search.currentPage,
      limit: DISCUSSION_LIMITS.discussionPageSize,
      keyword: search.keyword || undefined,
      cid: search.cid,
      pid,
      onlyMine: user && search.onlyMine ? true : undefined,
      gid: scope.gid ?? undefined,
      admin: scope.groupAdmin && adminView ? true : undefined,
    },
    user?.uid ?? null,
  );
  const loginGate = useLoginGate();
  const openCreate = () => loginGate() && setDialog({ kind: 'create' });
  const extra = (
    <Space wrap>
      {scope.gid !== null && scope.groupAdmin && (
        <Switch
          checked={adminView}
          onChange={setAdminView}
          checkedChildren={t('discussion:list.adminView')}
          unCheckedChildren={t('discussion:list.adminView')}
          data-testid="discussion-admin-view"
        />
      )}
      {scope.gid === null && isSuperAdminUser(user) && (
        <Button icon={<SettingOutlined />} onClick={() => setDialog({ kind: 'categories' })} data-testid="category-edit">
          {mobile ? null : t('discussion:category.edit')}
        </Button>
      )}
      <Button type="primary" icon={pid ? <EditOutlined /> : <PlusOutlined />} onClick={openCreate} data-testid="discussion-create">
        {t('discussion:list.post')}
      </Button>
    </Space>
  );
  return (
    <Card title={<Heading pid={pid} />} extra={extra} className="discussion-list-page" data-testid="discussion-list">
      <DiscussionFilters search={search} onChange={update} />
      <PagedList
        query={query}
        currentPage={search.currentPage}
        pageSize={DISCUSSION_LIMITS.discussionPageSize}
        onPageChange={(currentPage) => update({ currentPage })}
        renderItem={(post) => <DiscussionCard post={post} onEdit={edit} />}
        empty={{ text: t('discussion:list.empty'), testId: 'discussion-empty' }}
        showTotal={(total) => t('discussion:list.total', { total })}
        testId="discussion-items"
      />
      {dialog?.kind === 'create' && <DiscussionDialog pid={pid} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <DiscussionDialog post={dialog.post} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'categories' && <CategoryEditor onClose={() => setDialog(null)} />}
    </Card>
  );
}
