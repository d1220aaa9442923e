// The concerned users picker: the pinned users and the users of the page shown, by name; those picked are kept
// for the contest in this browser and pinned on top of the board.
import '@/locales/need/more';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoardRow } from '@verdict/shared';
import type { ConcernedUser } from '../lib/concerned';

interface ConcernedPickerProps {
  value: ConcernedUser[];
  rows: BoardRow[];
  onChange: (users: ConcernedUser[]) => void;
}

export function ConcernedPicker({ value, rows, onChange }: ConcernedPickerProps) {
  const { t } = useTranslation();
  const known = new Map(value.map((user) => [user.uid, user.name]));
  for (const row of rows) if (!known.has(row.uid)) known.set(row.uid, row.rankShowName || row.username);
  return (
    <Select
      mode="multiple"
      className="board-concerned"
      allowClear
      maxTagCount="responsive"
      placeholder={t('contestBoard:toolbar.concernedPlaceholder')}
      aria-label={t('contestBoard:toolbar.concerned')}
      value={value.map((user) => user.uid)}
      options={[...known].map(([uid, name]) => ({ value: uid, label: name }))}
      optionFilterProp="label"
      onChange={(uids: string[]) => onChange(uids.map((uid) => ({ uid, name: known.get(uid) ?? uid })))}
      data-testid="board-concerned"
    />
  );
}
