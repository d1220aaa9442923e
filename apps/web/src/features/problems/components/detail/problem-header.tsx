// Problem header: title, limits (other languages get twice C/C++'s; remote CF and GYM problems one limit),
// difficulty, rule type, judge mode, file IO, author with role badge, tags and submission counts.
import '@/locales/need/problem-pages';
import { Descriptions, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProblemType, type ProblemDetail } from '@verdict/shared';
import { formatAcRate } from '@/lib/units';
import { DifficultyTag } from '@/components/tags/difficulty-tag';
import { ProblemTags } from '@/components/tags/problem-tags';

/** Spec 000 §9: a remote CF or GYM problem shows its own single limit. */
const singleLimit = (detail: ProblemDetail) => detail.problem.isRemote && /^(CF|GYM)-/i.test(detail.problem.problemId);

function Limits({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const { timeLimit, memoryLimit } = detail.problem;
  if (singleLimit(detail)) {
    return (
      <span data-testid="problem-limits">
        {t('problems:detail.timeLimit')}: {timeLimit}ms &nbsp; {t('problems:detail.memoryLimit')}: {memoryLimit}MB
      </span>
    );
  }
  return (
    <Space orientation="vertical" size={0} data-testid="problem-limits">
      <span>
        {t('problems:detail.timeLimit')}: {t('problems:detail.limitCpp', { value: `${timeLimit}ms` })}
        {t('problems:detail.limitOthers', { value: `${timeLimit * 2}ms` })}
      </span>
      <span>
        {t('problems:detail.memoryLimit')}: {t('problems:detail.limitCpp', { value: `${memoryLimit}MB` })}
        {t('problems:detail.limitOthers', { value: `${memoryLimit * 2}MB` })}
      </span>
    </Space>
  );
}

const COUNT_KEYS = ['ac', 'wa', 'tle', 'mle', 're', 'pe', 'ce', 'pa', 'se'] as const;

function Counts({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const counts = detail.problemCount;
  return (
    <Space wrap size={[8, 4]} data-testid="problem-counts">
      <span>
        {t('problems:detail.submissions')}: <b data-testid="count-total">{counts.total}</b>
      </span>
      <span>
        {t('problems:detail.accepted')}: <b data-testid="count-ac">{counts.ac}</b>
      </span>
      <span>
        {t('problems:list.acRate')}: <b>{formatAcRate(counts.ac, counts.total)}</b>
      </span>
      {COUNT_KEYS.filter((key) => key !== 'ac' && counts[key] > 0).map((key) => (
        <Tag key={key}>
          {key.toUpperCase()} {counts[key]}
        </Tag>
      ))}
    </Space>
  );
}

const AUTHOR_BADGES: Record<ProblemDetail['authorRole'], string | null> = { root: 'SPA', admin: 'ADM', user: null };

export function ProblemHeader({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const { problem } = detail;
  const badge = AUTHOR_BADGES[detail.authorRole];
  const items = [
    { key: 'limits', label: t('problems:detail.limits'), children: <Limits detail={detail} /> },
    {
      key: 'kind',
      label: t('problems:detail.kind'),
      children: (
        <Space wrap size={[4, 4]}>
          <DifficultyTag level={problem.difficulty} />
          <Tag>{problem.type === ProblemType.OI ? 'OI' : 'ACM'}</Tag>
          {problem.judgeMode !== 'default' && <Tag color="purple">{t(`problems:detail.judgeMode.${problem.judgeMode}`)}</Tag>}
        </Space>
      ),
    },
    ...(problem.isFileIO
      ? [
          {
            key: 'fileIO',
            label: t('problems:detail.fileIO'),
            children: t('problems:detail.fileIOValue', { input: problem.ioReadFileName ?? '', output: problem.ioWriteFileName ?? '' }),
          },
        ]
      : []),
    ...(problem.author
      ? [
          {
            key: 'author',
            label: t('problems:detail.author'),
            children: (
              <Space size={4}>
                {problem.author}
                {badge && (
                  <Tooltip title={t(`problems:detail.badge.${detail.authorRole}`)}>
                    <Tag color={detail.authorRole === 'root' ? 'red' : 'blue'} data-testid="author-badge">
                      {badge}
                    </Tag>
                  </Tooltip>
                )}
              </Space>
            ),
          },
        ]
      : []),
    ...(detail.tags.length ? [{ key: 'tags', label: t('problems:detail.tags'), children: <ProblemTags tags={detail.tags} /> }] : []),
    { key: 'counts', label: t('problems:detail.statistics'), children: <Counts detail={detail} /> },
  ];
  return (
    <div className="problem-header">
      <Typography.Title level={3} className="problem-title" data-testid="problem-title">
        {problem.problemId} {problem.title}
      </Typography.Title>
      <Descriptions size="small" column={1} items={items} />
    </div>
  );
}
