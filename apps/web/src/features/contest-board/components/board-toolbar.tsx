// The board's controls (spec 001 §4, §6): keyword search, the star switch, the concerned users, auto refresh
// (30 s, only while the contest runs), after-contest submissions when the contest allows them, and for contest
// admins the live board and the xlsx export.
import '@/locales/need/more';
import { useState, type ReactNode } from 'react';
import { Button, Input, Space, Switch, Tooltip } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BoardRow, ContestInfo } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { downloadContestRank } from '../api/download-rank';
import type { BoardData } from '../hooks/use-board';
import { ConcernedPicker } from './concerned-picker';

function LabelledSwitch({
  label,
  hint,
  testId,
  ...props
}: { label: string; hint?: string; testId: string } & Parameters<typeof Switch>[0]) {
  const body: ReactNode = (
    <label className="board-switch">
      <Switch size="small" {...props} data-testid={testId} />
      <span>{label}</span>
    </label>
  );
  return hint ? <Tooltip title={hint}>{body}</Tooltip> : body;
}

interface BoardToolbarProps {
  data: BoardData;
  contest: ContestInfo;
  /** The live board and the export (contest admins). */
  adminTools: boolean;
  rows: BoardRow[];
}

export function BoardToolbar({ data, contest, adminTools, rows }: BoardToolbarProps) {
  const { t } = useTranslation();
  const { settings, update, concerned, setConcerned, autoRefresh, setAutoRefresh, running, query } = data;
  const [exporting, setExporting] = useState(false);
  const exportRank = async () => {
    setExporting(true);
    try {
      await downloadContestRank(contest.id, settings.forceRefresh, settings.removeStar);
    } catch {
      notify.error(t('contestBoard:toolbar.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="board-toolbar" data-testid="board-toolbar">
      <Space wrap size={[12, 8]}>
        <Input.Search
          className="board-keyword"
          allowClear
          placeholder={t('contestBoard:toolbar.search')}
          defaultValue={settings.keyword}
          onSearch={(keyword) => update({ keyword: keyword.trim() })}
          data-testid="board-keyword"
        />
        <ConcernedPicker value={concerned} rows={rows.filter((row) => !row.isConcerned)} onChange={setConcerned} />
      </Space>
      <Space wrap size={[16, 8]} className="board-switches">
        <LabelledSwitch
          label={t('contestBoard:toolbar.removeStar')}
          checked={settings.removeStar}
          onChange={(removeStar) => update({ removeStar })}
          testId="board-remove-star"
        />
        <LabelledSwitch
          label={t('contestBoard:toolbar.autoRefresh')}
          hint={t('contestBoard:toolbar.autoRefreshHint')}
          checked={autoRefresh}
          disabled={!running}
          onChange={setAutoRefresh}
          testId="board-auto-refresh"
        />
        {contest.allowEndSubmit && (
          <LabelledSwitch
            label={t('contestBoard:toolbar.containsEnd')}
            checked={settings.containsEnd}
            onChange={(containsEnd) => update({ containsEnd })}
            testId="board-contains-end"
          />
        )}
        {contest.isAdmin && (
          <LabelledSwitch
            label={t('contestBoard:toolbar.forceRefresh')}
            hint={t('contestBoard:toolbar.forceRefreshHint')}
            checked={settings.forceRefresh}
            onChange={(forceRefresh) => update({ forceRefresh })}
            testId="board-force-refresh"
          />
        )}
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
          data-testid="board-refresh"
        >
          {t('contestBoard:toolbar.refresh')}
        </Button>
        {adminTools && (
          <Button size="small" icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportRank()} data-testid="board-export">
            {t('contestBoard:toolbar.export')}
          </Button>
        )}
      </Space>
    </div>
  );
}
