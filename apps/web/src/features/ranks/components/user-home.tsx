// The user home (/user-home?uid=&username=, default the signed-in user): profile, figure cards, the heatmap and
// tabs for the signature and the problems solved by difficulty (spec 001 §2 "User home").
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Avatar, Card, Result, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import { GithubOutlined, LinkOutlined, ManOutlined, UserOutlined, WomanOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserHomeInfo } from '@verdict/shared';
import { MarkdownContent } from '@/components/markdown-content';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useUserHomeInfo, type UserHomeWho } from '../api/get-user-home';
import { acceptedSubmissionsPath } from '../lib/rank-search';
import { SolvedByDifficulty } from './solved-by-difficulty';
import { UserHeatmap } from './user-heatmap';
import '../ranks.css';

const DAY_MS = 86_400_000;

/** Whole days since registration, the day of joining counting as day 1. */
const daysSince = (iso: string) => Math.max(1, Math.ceil((Date.now() - new Date(iso).getTime()) / DAY_MS));

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

function Profile({ info }: { info: UserHomeInfo }) {
  const { t } = useTranslation();
  const github = safeUrl(info.github) ?? (info.github ? `https://github.com/${encodeURIComponent(info.github)}` : null);
  const blog = safeUrl(info.blog);
  const gender =
    info.gender === 'male' ? (
      <ManOutlined className="gender-male" />
    ) : info.gender === 'female' ? (
      <WomanOutlined className="gender-female" />
    ) : null;
  return (
    <div className="user-profile">
      <Avatar size={96} src={info.avatar || undefined} icon={<UserOutlined />} />
      <Typography.Title level={3} className="user-home-name" data-testid="user-home-name">
        {info.username} {gender}
      </Typography.Title>
      {info.nickname && (
        <div>
          <Typography.Text type="secondary">{info.nickname}</Typography.Text>
        </div>
      )}
      {info.titleName && (
        <Tag color={info.titleColor || undefined} className="user-title">
          {info.titleName}
        </Tag>
      )}
      <Space wrap className="user-links" size={[16, 4]}>
        {info.school && <Typography.Text>{info.school}</Typography.Text>}
        {github && (
          <a href={github} target="_blank" rel="noopener noreferrer nofollow">
            <GithubOutlined /> GitHub
          </a>
        )}
        {blog && (
          <a href={blog} target="_blank" rel="noopener noreferrer nofollow">
            <LinkOutlined /> {t('ranks:blog')}
          </a>
        )}
      </Space>
      <Typography.Text type="secondary" className="user-dates">
        {t('ranks:joined', { date: new Date(info.gmtCreate).toLocaleDateString() })}
        {info.recentLoginTime && ` · ${t('ranks:lastLogin', { date: new Date(info.recentLoginTime).toLocaleString() })}`}
      </Typography.Text>
    </div>
  );
}

function Figure({ title, value, testId }: { title: string; value: ReactNode; testId: string }) {
  return (
    <Card size="small" className="user-figure" data-testid={testId}>
      <Statistic title={title} valueRender={() => value} />
    </Card>
  );
}

function Figures({ info }: { info: UserHomeInfo }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const solvedPath = acceptedSubmissionsPath(info.username, user);
  return (
    <div className="user-figures">
      <Figure title={t('ranks:days')} value={daysSince(info.gmtCreate)} testId="figure-days" />
      <Figure title={t('ranks:total')} value={info.total} testId="figure-total" />
      <Figure
        title={t('ranks:solved')}
        value={solvedPath ? <Link to={solvedPath}>{info.solvedList.length}</Link> : info.solvedList.length}
        testId="figure-solved"
      />
      <Figure title={t('ranks:score')} value={info.score} testId="figure-score" />
      <Figure title={t('ranks:rating')} value={info.rating ?? '–'} testId="figure-rating" />
    </div>
  );
}

function UserHomeBody({ info, who }: { info: UserHomeInfo; who: UserHomeWho }) {
  const { t } = useTranslation();
  return (
    <div className="user-home" data-testid="user-home">
      <Card>
        <Profile info={info} />
      </Card>
      <Figures info={info} />
      <UserHeatmap who={who} />
      <Card size="small">
        <Tabs
          items={[
            {
              key: 'signature',
              label: t('ranks:signature'),
              children: info.signature ? (
                <MarkdownContent source={info.signature} testId="user-signature" />
              ) : (
                <Typography.Text type="secondary">{t('ranks:noSignature')}</Typography.Text>
              ),
            },
            {
              key: 'solved',
              label: t('ranks:solvedTab', { count: info.solvedList.length }),
              children: <SolvedByDifficulty groups={info.solvedGroupByDifficulty} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}

export function UserHome() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user } = useSession();
  const uid = params.get('uid')?.trim() || undefined;
  const username = params.get('username')?.trim() || undefined;
  const who: UserHomeWho = uid || username ? { uid, username } : { self: user?.uid ?? null };
  const query = useUserHomeInfo(who, !!(uid || username || user));
  if (!uid && !username && !user) return <Result status="info" title={t('ranks:signInForHome')} data-testid="user-home-anonymous" />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <Result status="404" title={t('ranks:userNotFound')} data-testid="user-home-not-found" />;
  }
  return (
    <QueryState query={query} rows={10}>
      {(info) => <UserHomeBody info={info} who={who} />}
    </QueryState>
  );
}
