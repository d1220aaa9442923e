// Classifications table of the tag page: name, OJ, rank and edit/delete, with create.
import '@/locales/need/more';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TagClassificationAdmin } from '@verdict/shared';
import { manageProblemKeys } from '@/lib/query-keys';
import { useRowFocus } from '../hooks/use-row-focus';
import { useDeleteClassification } from '../hooks/use-tag-admin';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { ClassificationDialog } from './classification-dialog';

export function ClassificationsTable({ classifications }: { classifications: TagClassificationAdmin[] }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ classification: TagClassificationAdmin | null } | null>(null);
  const remove = useDeleteClassification();
  const queryClient = useQueryClient();
  const rowFocus = useRowFocus();
  const showSaved = (saved: TagClassificationAdmin) =>
    rowFocus.focus(queryClient.getQueryData<TagClassificationAdmin[]>(manageProblemKeys.classifications) ?? classifications, saved.id);

  return (
    <>
      <div className="mp-toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ classification: null })}
          data-testid="create-classification"
        >
          {t('manageProblems:tagPage.createClassification')}
        </Button>
      </div>
      <Table<TagClassificationAdmin>
        rowKey="id"
        size="middle"
        dataSource={classifications}
        scroll={{ x: 520 }}
        locale={{ emptyText: t('manageProblems:tagPage.emptyClassifications') }}
        data-testid="classifications-table"
        pagination={rowFocus.pagination}
        rowClassName={rowFocus.rowClassName}
        columns={[
          {
            title: t('manageProblems:tagPage.name'),
            dataIndex: 'name',
            render: (name: string) => <span data-testid={`classification-row-${name}`}>{name}</span>,
          },
          { title: t('manageProblems:tagPage.oj'), dataIndex: 'oj', width: 100 },
          { title: t('manageProblems:tagPage.rank'), dataIndex: 'rank', width: 100 },
          {
            title: t('manageProblems:tagPage.actions'),
            key: 'actions',
            width: 110,
            fixed: 'right',
            render: (_, classification) => (
              <EditDeleteActions
                testId={`classification-${classification.id}`}
                onEdit={() => setDialog({ classification })}
                confirmTitle={t('manageProblems:tagPage.deleteClassificationTitle')}
                confirmContent={t('manageProblems:tagPage.deleteClassificationContent', { name: classification.name })}
                onDelete={() => remove.mutateAsync(classification.id)}
              />
            ),
          },
        ]}
      />
      <ClassificationDialog
        open={dialog !== null}
        classification={dialog?.classification ?? null}
        onClose={() => setDialog(null)}
        onSaved={showSaved}
      />
    </>
  );
}
