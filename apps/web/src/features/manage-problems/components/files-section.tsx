// Form section: file IO (both names required when on) and the user and judge extra files.
import '@/locales/need/more';
import { Col, Input, Row, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROBLEM_FORM_LIMITS as L } from '@verdict/shared';
import type { DraftSectionProps } from '../hooks/use-problem-draft';
import { ExtraFilesEditor } from './extra-files-editor';
import { FormField } from './form-field';

export function FilesSection({ draft, update }: DraftSectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <Space className="mp-switch-line">
        <Switch size="small" checked={draft.isFileIO} onChange={(isFileIO) => update({ isFileIO })} data-testid="field-isFileIO" />
        <span>{t('manageProblems:field.isFileIO')}</span>
      </Space>
      {draft.isFileIO && (
        <Row gutter={16}>
          {(['ioReadFileName', 'ioWriteFileName'] as const).map((field) => (
            <Col xs={24} md={12} key={field}>
              <FormField field={field} required>
                <Input
                  value={draft[field]}
                  maxLength={L.fileNameMax}
                  placeholder={field === 'ioReadFileName' ? 'data.in' : 'data.out'}
                  onChange={(e) => update({ [field]: e.target.value })}
                  data-testid={`field-${field}`}
                />
              </FormField>
            </Col>
          ))}
        </Row>
      )}
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <FormField field="userExtraFile">
            <ExtraFilesEditor
              files={draft.userExtraFiles}
              onChange={(userExtraFiles) => update({ userExtraFiles })}
              testId="user-extra-files"
            />
          </FormField>
        </Col>
        <Col xs={24} lg={12}>
          <FormField field="judgeExtraFile">
            <ExtraFilesEditor
              files={draft.judgeExtraFiles}
              onChange={(judgeExtraFiles) => update({ judgeExtraFiles })}
              testId="judge-extra-files"
            />
          </FormField>
        </Col>
      </Row>
    </>
  );
}
