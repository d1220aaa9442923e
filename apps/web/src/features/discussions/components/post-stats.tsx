// A post's counts and time: comments, likes, views and when it was posted.
import '@/locales/need/more';
import { Space, Tooltip } from 'antd';
import { ClockCircleOutlined, EyeOutlined, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Discussion } from '@verdict/shared';
import { formatDateTime } from '@/lib/format';

export function PostStats({ post }: { post: Discussion }) {
  const { t } = useTranslation();
  const stats = [
    { key: 'comments', icon: <MessageOutlined />, value: post.commentNum },
    { key: 'likes', icon: <LikeOutlined />, value: post.likeNum },
    { key: 'views', icon: <EyeOutlined />, value: post.viewNum },
  ];
  return (
    <Space wrap size={[12, 4]} className="discussion-stats">
      {stats.map((stat) => (
        <Tooltip key={stat.key} title={t(`discussion:stats.${stat.key}`)}>
          <span data-testid={`discussion-${stat.key}`}>
            {stat.icon} {stat.value}
          </span>
        </Tooltip>
      ))}
      <span>
        <ClockCircleOutlined /> {formatDateTime(post.gmtCreate)}
      </span>
    </Space>
  );
}
