// The scroll board tab (contest admins of ACM contests): remove star users, the gold, silver and bronze counts
// (10/20/30 % of the ranked users by default), and the button that opens the scroll board in a new window, after a
// confirmation while the contest has not ended.
import '@/locales/need/more';
import { useState } from 'react';
import { Alert, Button, Form, InputNumber, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestStatus, type ContestInfo, type ContestStatusCode } from '@verdict/shared';
import { withDialogs } from '@/lib/app-dialogs';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { useRankedCount } from '../api/get-whole-board';
import { defaultMedals, type Medal, type MedalCounts } from '../lib/medals';
import { scrollBoardUrl } from '../lib/scroll-url';
import '../contest-board.css';

const MEDALS: Medal[] = ['gold', 'silver', 'bronze'];

interface ConfigProps {
  contest: ContestInfo;
  status: ContestStatusCode;
}

function ConfigForm({ contest, status, ranked }: ConfigProps & { ranked: number }) {
  const { t } = useTranslation();
  const [removeStar, setRemoveStar] = useState(true);
  const [medals, setMedals] = useState<MedalCounts>(() => defaultMedals(ranked));

  const open = () => window.open(scrollBoardUrl(contest.id, removeStar, medals), '_blank');
  const start = () => {
    if (status === ContestStatus.Ended) return open();
    withDialogs(({ modal }) =>
      modal.confirm({
        title: t('contestBoard:scrollConfig.notEndedTitle'),
        content: t('contestBoard:scrollConfig.notEndedText'),
        okText: t('contestBoard:scrollConfig.confirm'),
        cancelText: t('contestBoard:scrollConfig.cancel'),
        onOk: open,
        okButtonProps: { 'data-testid': 'scroll-config-confirm' },
      }),
    );
  };

  return (
    <div className="scroll-config" data-testid="scroll-config">
      <Typography.Paragraph>{t('contestBoard:scrollConfig.intro')}</Typography.Paragraph>
      {!contest.sealRank && <Alert type="warning" showIcon message={t('contestBoard:scrollConfig.noSeal')} className="board-sealed" />}
      <Typography.Paragraph type="secondary" data-testid="scroll-config-ranked">
        {t('contestBoard:scrollConfig.ranked', { count: ranked })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('contestBoard:scrollConfig.removeStar')}>
          <Switch checked={removeStar} onChange={setRemoveStar} data-testid="scroll-config-remove-star" />
        </Form.Item>
        <Space wrap size={16}>
          {MEDALS.map((medal) => (
            <Form.Item key={medal} label={t(`contestBoard:scrollConfig.${medal}`)}>
              <InputNumber
                min={0}
                precision={0}
                value={medals[medal]}
                onChange={(value) => setMedals({ ...medals, [medal]: value ?? 0 })}
                data-testid={`scroll-config-${medal}`}
              />
            </Form.Item>
          ))}
        </Space>
        <Form.Item>
          <Button type="primary" onClick={start} data-testid="scroll-config-start">
            {t('contestBoard:scrollConfig.start')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}

export function ScrollBoardConfig(props: ConfigProps) {
  const { user } = useSession();
  const ranked = useRankedCount(props.contest.id, user?.uid ?? null);
  return <QueryState query={ranked}>{(count) => <ConfigForm {...props} ranked={count} />}</QueryState>;
}
