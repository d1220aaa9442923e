// One kind's list in the message centre: a page of messages (6 for comments, replies and likes, 8 for notices),
// each deletable, "clean all" for the kind, and the empty and error states. Opening it marks the page read.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Pagination, Typography } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SysMessage, UserMessage } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { usePagePastEnd } from '@/hooks/use-page-past-end';
import { useCleanMessages } from '../api/clean-messages';
import { useMessagePage } from '../api/get-messages';
import type { MessageKindInfo } from '../lib/kinds';
import { NoticeMessageItem } from './notice-message-item';
import { UserMessageItem } from './user-message-item';

export function MessageList({ info }: { info: MessageKindInfo }) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const query = useMessagePage(info, currentPage);
  const clean = useCleanMessages();
  const confirm = useConfirmDelete();
  usePagePastEnd(query, { currentPage, limit: info.pageSize }, setCurrentPage);

  const remove = (id: number) =>
    confirm({
      title: t('messageCenter:deleteTitle'),
      content: t('messageCenter:deleteConfirm'),
      onConfirm: () => clean.mutateAsync({ type: info.cleanType, id }),
    });
  const cleanAll = () =>
    confirm({
      title: t('messageCenter:cleanAllTitle'),
      content: t('messageCenter:cleanAllConfirm', { kind: t(`nav:msg.${info.kind}`) }),
      onConfirm: () => clean.mutateAsync({ type: info.cleanType }),
    });

  const total = query.data?.total ?? 0;
  return (
    <section className="message-list" data-testid={`message-list-${info.kind}`}>
      <div className="message-list-head">
        <Typography.Title level={4} className="message-list-title">
          {t(`nav:msg.${info.kind}`)}
        </Typography.Title>
        <Button icon={<ClearOutlined />} danger disabled={total === 0} onClick={cleanAll} data-testid="message-clean-all">
          {t('messageCenter:cleanAll')}
        </Button>
      </div>
      <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('messageCenter:empty')}>
        {(page) => (
          <>
            <ul className="message-items">
              {info.notice
                ? (page.records as SysMessage[]).map((message) => (
                    <NoticeMessageItem key={message.id} message={message} onDelete={() => remove(message.id)} />
                  ))
                : (page.records as UserMessage[]).map((message) => (
                    <UserMessageItem key={message.id} message={message} onDelete={() => remove(message.id)} />
                  ))}
            </ul>
            <Pagination
              className="message-pagination"
              current={currentPage}
              pageSize={info.pageSize}
              total={page.total}
              hideOnSinglePage
              showSizeChanger={false}
              size="small"
              onChange={setCurrentPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
