// A group training's chapter form in a dialog (spec 002 §2.3 "chapter edit dialog"): a new chapter, or the chapter
// loaded through the scope; fullscreen on phones. Saving closes it and the chapter list refreshes.
import '@/locales/need/more';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLastOpened } from '@/hooks/use-last-opened';
import { useMobile } from '@/hooks/use-media-query';
import { NEW_TRAINING } from '../model/training-form';
import { ChapterForm } from './training-editors';
import { TrainingForm } from './training-form';

interface ChapterDialogProps {
  trainingId: number;
  /** null: closed; 'new': a new chapter; else the id of the chapter edited. */
  editing: number | 'new' | null;
  onClose: () => void;
}

export function ChapterDialog({ trainingId, editing, onClose }: ChapterDialogProps) {
  const { t } = useTranslation();
  const mobile = useMobile();
  // The chapter edited (null: a new one), kept while the dialog closes: its title and form stay until it is gone.
  const chapterId = useLastOpened(editing);
  return (
    <Modal
      open={editing !== null}
      title={t(chapterId === null ? 'chapters:admin.createTitle' : 'chapters:admin.editTitle')}
      footer={null}
      onCancel={onClose}
      width={mobile ? '100%' : 960}
      className={mobile ? 'fullscreen-modal' : undefined}
      destroyOnHidden
      data-testid="chapter-dialog"
    >
      {chapterId === null ? (
        <TrainingForm id={null} initial={NEW_TRAINING} parentId={trainingId} onClose={onClose} inDialog />
      ) : (
        <ChapterForm key={chapterId} tid={trainingId} chapterId={chapterId} onClose={onClose} inDialog />
      )}
    </Modal>
  );
}
