// The create/edit discussion dialog (spec 002 §2.8, §5), fullscreen on phones. A new post keeps its draft between
// openings and clears it once posted; a problem discussion's title gets the `[<pid>] ` prefix and sends the pid.
// The category cannot change on edit. Posting logged out warns and opens the login dialog.
import '@/locales/need/more';
import { Button, Form, Modal, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Discussion } from '@verdict/shared';
import { useMobile } from '@/hooks/use-media-query';
import { notify } from '@/lib/notify';
import { useLoginGate } from '@/hooks/use-login-gate';
import { discussionDetailPath } from '@/lib/paths/discussions';
import { useSession } from '@/lib/session';
import { useSaveDiscussion } from '../api/save-discussion';
import { moderates } from '../lib/rights';
import { useDiscussionScope } from '../lib/scope';
import { clearCreateDraft, readCreateDraft, saveCreateDraft, type DiscussionDraft } from '../lib/create-draft';
import { DiscussionFormFields } from './discussion-form-fields';

interface DiscussionDialogProps {
  /** The post being edited; absent for a new one. */
  post?: Discussion;
  /** The problem a new post is about (display id). */
  pid?: string;
  onClose: () => void;
}

type Values = DiscussionDraft & { title: string; description: string; content: string };

const valuesOf = (post: Discussion | undefined): DiscussionDraft =>
  post
    ? {
        title: post.title,
        description: post.description,
        content: post.content,
        categoryId: post.categoryId,
        topPriority: post.topPriority,
      }
    : readCreateDraft();

export function DiscussionDialog({ post, pid, onClose }: DiscussionDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useMobile();
  const { user } = useSession();
  const scope = useDiscussionScope();
  const canPin = moderates(user, scope);
  const [form] = Form.useForm<Values>();
  const save = useSaveDiscussion();
  const loginGate = useLoginGate();
  const editing = post !== undefined;
  const titlePrefix = !editing && pid ? `[${pid}] ` : '';

  const submit = async (values: Values) => {
    if (!loginGate()) return;
    const saved = await save.mutateAsync({
      id: post?.id,
      title: `${titlePrefix}${values.title.trim()}`,
      description: values.description.trim(),
      content: values.content,
      categoryId: post?.categoryId ?? values.categoryId ?? 0,
      pid: post ? post.pid : (pid ?? null),
      topPriority: canPin ? (values.topPriority ?? false) : (post?.topPriority ?? false),
    });
    notify.success(t(editing ? 'discussion:toast.updated' : 'discussion:toast.posted'));
    if (!editing) clearCreateDraft();
    onClose();
    if (!editing && saved?.id) navigate(discussionDetailPath(saved.id, scope.gid));
  };

  return (
    <Modal
      open
      title={t(editing ? 'discussion:form.editTitle' : 'discussion:form.createTitle')}
      footer={null}
      onCancel={onClose}
      width={mobile ? '100%' : 960}
      className={mobile ? 'fullscreen-modal' : undefined}
      destroyOnHidden
      data-testid="discussion-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ topPriority: false, ...valuesOf(post) }}
        onValuesChange={(_, all) => !editing && saveCreateDraft(all)}
        onFinish={(values) => submit(values).catch(() => undefined)}
        data-testid="discussion-form"
      >
        <DiscussionFormFields editing={editing} canPin={canPin} titlePrefix={titlePrefix} />
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="discussion-submit">
            {t(editing ? 'discussion:form.save' : 'discussion:form.post')}
          </Button>
          <Button onClick={onClose}>{t('discussion:form.cancel')}</Button>
        </Space>
      </Form>
    </Modal>
  );
}
