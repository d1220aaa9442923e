// Tags table of the tag page: name, colour swatch, OJ, classification and edit/delete, with create, a name search
// and an OJ filter.
import '@/locales/need/more';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TagAdmin, TagClassificationAdmin } from '@verdict/shared';
import { manageProblemKeys } from '@/lib/query-keys';
import { useRowFocus } from '../hooks/use-row-focus';
import { useDeleteTag } from '../hooks/use-tag-admin';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { TagDialog } from './tag-dialog';

interface TagsTableProps {
  tags: TagAdmin[];
  classifications: TagClassificationAdmin[];
}

interface TagFilter {
  oj?: string;
  /** Part of the name, any case. */
  name: string;
}

const NO_FILTER: TagFilter = { name: '' };

const filterTags = (tags: TagAdmin[], { oj, name }: TagFilter): TagAdmin[] => {
  const needle = name.trim().toLowerCase();
  return tags.filter((tag) => (!oj || tag.oj === oj) && (!needle || tag.name.toLowerCase().includes(needle)));
};

function ColourSwatch({ colour }: { colour: string }) {
  return (
    <Space size={6}>
      <span className="mp-swatch" style={{ background: colour }} />
      <Typography.Text code>{colour}</Typography.Text>
    </Space>
  );
}

export function TagsTable({ tags, classifications }: TagsTableProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ tag: TagAdmin | null } | null>(null);
  const [filter, setFilter] = useState<TagFilter>(NO_FILTER);
  const remove = useDeleteTag();
  const queryClient = useQueryClient();
  const rowFocus = useRowFocus();
  const ojs = [...new Set(tags.map((tag) => tag.oj))].sort();
  const rows = filterTags(tags, filter);

  const changeFilter = (patch: Partial<TagFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    rowFocus.reset();
  };

  /** Turns to the saved tag, dropping the filters when they hide it. */
  const showSaved = (saved: TagAdmin) => {
    const fresh = queryClient.getQueryData<TagAdmin[]>(manageProblemKeys.tags) ?? tags;
    const filtered = filterTags(fresh, filter);
    if (filtered.some((tag) => tag.id === saved.id)) rowFocus.focus(filtered, saved.id);
    else {
      setFilter(NO_FILTER);
      rowFocus.focus(fresh, saved.id);
    }
  };

  return (
    <>
      <div className="mp-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ tag: null })} data-testid="create-tag">
          {t('manageProblems:tagPage.createTag')}
        </Button>
        <Space wrap className="mp-toolbar-filters">
          <Select
            allowClear
            value={filter.oj}
            onChange={(oj?: string) => changeFilter({ oj })}
            placeholder={t('manageProblems:tagPage.allOj')}
            options={ojs.map((value) => ({ value, label: value }))}
            style={{ width: 140 }}
            data-testid="tag-oj-filter"
          />
          <Input.Search
            value={filter.name}
            allowClear
            placeholder={t('manageProblems:tagPage.searchPlaceholder')}
            onChange={(e) => changeFilter({ name: e.target.value })}
            className="mp-search"
            data-testid="tag-search"
          />
        </Space>
      </div>
      <Table<TagAdmin>
        rowKey="id"
        size="middle"
        dataSource={rows}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('manageProblems:tagPage.emptyTags') }}
        data-testid="tags-table"
        pagination={rowFocus.pagination}
        rowClassName={rowFocus.rowClassName}
        columns={[
          {
            title: t('manageProblems:tagPage.name'),
            dataIndex: 'name',
            render: (name: string, tag) => (
              <Tag color={tag.color} data-testid={`tag-row-${name}`}>
                {name}
              </Tag>
            ),
          },
          {
            title: t('manageProblems:tagPage.color'),
            dataIndex: 'color',
            width: 200,
            render: (colour: string) => <ColourSwatch colour={colour} />,
          },
          { title: t('manageProblems:tagPage.oj'), dataIndex: 'oj', width: 100 },
          {
            title: t('manageProblems:tagPage.classification'),
            key: 'classification',
            width: 180,
            render: (_, tag) =>
              tag.classification?.name ?? <Typography.Text type="secondary">{t('manageProblems:tagPage.none')}</Typography.Text>,
          },
          {
            title: t('manageProblems:tagPage.actions'),
            key: 'actions',
            width: 110,
            fixed: 'right',
            render: (_, tag) => (
              <EditDeleteActions
                testId={`tag-${tag.id}`}
                onEdit={() => setDialog({ tag })}
                confirmTitle={t('manageProblems:tagPage.deleteTagTitle')}
                confirmContent={t('manageProblems:tagPage.deleteTagContent', { name: tag.name })}
                onDelete={() => remove.mutateAsync(tag.id)}
              />
            ),
          },
        ]}
      />
      <TagDialog
        open={dialog !== null}
        tag={dialog?.tag ?? null}
        classifications={classifications}
        onClose={() => setDialog(null)}
        onSaved={showSaved}
      />
    </>
  );
}
