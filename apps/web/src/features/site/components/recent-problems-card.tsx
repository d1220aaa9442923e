// Latest problems card: the most recently updated problems, linking to their detail pages.
import { Card, List, Space, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { formatDate } from '@/lib/format';
import { useRecentUpdatedProblem } from '../api/get-recent-updated-problem';

export function RecentProblemsCard() {
  const { t } = useTranslation();
  const query = useRecentUpdatedProblem();
  return (
    <Card
      title={
        <Space>
          <FileTextOutlined />
          {t('home:latestProblems')}
        </Space>
      }
      extra={<Link to="/problem">{t('common:more')}</Link>}
      data-testid="recent-problems"
    >
      <QueryState query={query} isEmpty={(rows) => rows.length === 0} emptyText={t('home:noProblems')}>
        {(rows) => (
          <List
            size="small"
            dataSource={rows}
            renderItem={(problem) => (
              <List.Item extra={<Typography.Text type="secondary">{formatDate(problem.gmtModified)}</Typography.Text>}>
                <Link to={`/problem/${encodeURIComponent(problem.problemId)}`} className="ellipsis">
                  <Typography.Text code>{problem.problemId}</Typography.Text> {problem.title}
                </Link>
              </List.Item>
            )}
          />
        )}
      </QueryState>
    </Card>
  );
}
