// 7-day AC ranking card: users with the most accepted problems this week, linking to their home pages.
import { Avatar, Card, List, Space, Tag, Typography } from 'antd';
import { CrownOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useRecentSevenAcRank } from '../api/get-recent-seven-ac-rank';

const MEDAL_COLORS = ['#f5a623', '#9b9b9b', '#b87333'];

export function SevenDayRankCard() {
  const { t } = useTranslation();
  const query = useRecentSevenAcRank();
  return (
    <Card
      title={
        <Space>
          <CrownOutlined />
          {t('home:sevenDayRank')}
        </Space>
      }
      data-testid="seven-day-rank"
    >
      <QueryState query={query} isEmpty={(rows) => rows.length === 0} emptyText={t('home:noRank')}>
        {(rows) => (
          <List
            size="small"
            dataSource={rows}
            renderItem={(row, index) => (
              <List.Item extra={<Typography.Text strong>{t('home:acCount', { value: row.ac })}</Typography.Text>}>
                <Space>
                  <span className="rank-index" style={{ color: MEDAL_COLORS[index] }}>
                    {index + 1}
                  </span>
                  <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />
                  <Link to={`/user-home?username=${encodeURIComponent(row.username)}`}>{row.nickname || row.username}</Link>
                  {row.titleName && <Tag color={row.titleColor || undefined}>{row.titleName}</Tag>}
                </Space>
              </List.Item>
            )}
          />
        )}
      </QueryState>
    </Card>
  );
}
