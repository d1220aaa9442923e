// Form section: the problem's tags; pick an existing tag or type a new name (created on save). Duplicates are refused.
import '@/locales/need/more';
import { useRef, useState } from 'react';
import { AutoComplete, Button, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROBLEM_FORM_LIMITS as L } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useLocalProblemTags } from '../api/get-all-problem-tags';
import type { DraftSectionProps } from '../hooks/use-problem-draft';
import type { TagRef } from '../model/problem-draft';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function TagPicker({ draft, update }: DraftSectionProps) {
  const { t } = useTranslation();
  const { data: allTags = [] } = useLocalProblemTags();
  const [text, setText] = useState('');
  // Enter on a highlighted option selects it; Enter on typed text adds the text. Both fire for the same key.
  const selectedByKey = useRef(false);

  const add = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (draft.tags.some((tag) => sameName(tag.name, trimmed))) {
      notify.warning(t('manageProblems:toast.Add_Tag_Error'));
      return;
    }
    const existing = allTags.find((tag) => sameName(tag.name, trimmed));
    const ref: TagRef = existing ? { id: existing.id, name: existing.name, color: existing.color } : { name: trimmed };
    update((d) => ({ tags: [...d.tags, ref] }));
    setText('');
  };

  const options = allTags
    .filter((tag) => !text || tag.name.toLowerCase().includes(text.trim().toLowerCase()))
    .map((tag) => ({ value: tag.name, label: <Tag color={tag.color}>{tag.name}</Tag> }));

  return (
    <div data-testid="tag-picker">
      <Space size={[4, 8]} wrap className="mp-tag-list">
        {draft.tags.map((tag) => (
          <Tag
            key={tag.name}
            color={tag.color}
            closable
            onClose={() => update((d) => ({ tags: d.tags.filter((other) => other !== tag) }))}
            data-testid={`problem-tag-${tag.name}`}
          >
            {tag.name}
            {tag.id === undefined && ` (${t('manageProblems:form.newTag')})`}
          </Tag>
        ))}
      </Space>
      <Space.Compact className="mp-tag-input">
        <AutoComplete
          value={text}
          options={options}
          onChange={setText}
          onSelect={(value: string) => {
            selectedByKey.current = true;
            add(value);
          }}
          placeholder={t('manageProblems:form.tagPlaceholder')}
          maxLength={L.tagNameMax}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="tag-input"
          onInputKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            selectedByKey.current = false;
            const typed = text;
            setTimeout(() => {
              if (!selectedByKey.current) add(typed);
            });
          }}
        />
        <Button icon={<PlusOutlined />} onClick={() => add(text)} data-testid="tag-add">
          {t('manageProblems:action.add')}
        </Button>
      </Space.Compact>
    </div>
  );
}
