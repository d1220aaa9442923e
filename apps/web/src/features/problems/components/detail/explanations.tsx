// Explanation tab: the way to the problem's discussions (/discussion/<problem id>, or inside its group), where they
// are read and posted.
import '@/locales/need/problem-pages';
import { Button, Empty } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { discussionListPath } from '@/lib/paths/discussions';

export function Explanations({ problemId, gid }: { problemId: string; gid: number | null }) {
  const { t } = useTranslation();
  return (
    <Empty data-testid="explanations" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('problems:detail.explanationsHint')}>
      <Link to={discussionListPath(problemId, gid)}>
        <Button type="primary" icon={<CommentOutlined />} data-testid="problem-discussions">
          {t('problems:detail.openDiscussions')}
        </Button>
      </Link>
    </Empty>
  );
}
