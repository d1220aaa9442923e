// Form section: test data from an uploaded zip (with progress) or typed in, with OI scores and subtask groups.
import '@/locales/need/more';
import { Alert, Button, Empty, Progress, Radio, Upload } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadedTestcases } from '@verdict/shared';
import { ProblemType } from '@verdict/shared';
import type { DraftSectionProps } from '../hooks/use-problem-draft';
import { useTestcaseUpload } from '../hooks/use-testcase-upload';
import { isSubtaskMode } from '../model/options';
import { emptyCase, rowKey, type CaseRow, type ProblemDraft } from '../model/problem-draft';
import { DEFAULT_TOTAL_SCORE, evenSplit } from '../model/scores';
import { CaseList } from './case-list';
import { CaseScoresBar } from './case-scores-bar';
import { FormField } from './form-field';

const uploadedRows = (result: UploadedTestcases, draft: ProblemDraft): CaseRow[] => {
  const grouped = isSubtaskMode(draft.judgeCaseMode);
  const rows = result.fileList.map((file) => ({
    key: rowKey(),
    input: file.input,
    output: file.output,
    score: null,
    groupNum: grouped ? (file.groupNum ?? 1) : null,
  }));
  return draft.type === ProblemType.OI ? evenSplit(rows, DEFAULT_TOTAL_SCORE) : rows;
};

export function TestcaseSection({ draft, update }: DraftSectionProps) {
  const { t } = useTranslation();
  const { upload, percent, uploading } = useTestcaseUpload((result) =>
    update((d) => ({ uploadTestcaseDir: result.fileListDir, uploadedCases: uploadedRows(result, d) })),
  );
  const scored = draft.type === ProblemType.OI;
  const grouped = isSubtaskMode(draft.judgeCaseMode);
  const cases = draft.isUploadCase ? draft.uploadedCases : draft.manualCases;
  const setCases = (next: CaseRow[]) => update(draft.isUploadCase ? { uploadedCases: next } : { manualCases: next });
  const keepsStoredArchive = draft.isUploadCase && draft.id !== undefined && draft.uploadTestcaseDir === null && cases.length > 0;

  return (
    <div data-testid="testcase-section">
      <FormField field="caseSource">
        <Radio.Group
          value={draft.isUploadCase}
          onChange={(e) => update({ isUploadCase: e.target.value as boolean })}
          optionType="button"
          options={[
            { value: true, label: <span data-testid="case-source-upload">{t('manageProblems:form.uploadZip')}</span> },
            { value: false, label: <span data-testid="case-source-manual">{t('manageProblems:form.typeCases')}</span> },
          ]}
        />
      </FormField>

      {draft.isUploadCase && (
        <div className="mp-upload">
          <Upload
            accept=".zip,application/zip"
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              void upload(file, draft.judgeCaseMode);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} data-testid="case-upload-button">
              {uploading ? t('manageProblems:form.uploading') : t('manageProblems:form.chooseZip')}
            </Button>
          </Upload>
          {percent !== null && <Progress percent={percent} size="small" data-testid="case-upload-progress" />}
          <Alert type="info" showIcon title={t('manageProblems:form.zipHelp')} className="mp-upload-help" />
          {keepsStoredArchive && <Alert type="warning" showIcon title={t('manageProblems:form.keepStored')} className="mp-upload-help" />}
        </div>
      )}

      {scored && cases.length > 0 && <CaseScoresBar cases={cases} onChange={setCases} />}

      {draft.isUploadCase && cases.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('manageProblems:form.noUpload')} />
      ) : (
        <CaseList cases={cases} onChange={setCases} editable={!draft.isUploadCase} scored={scored} grouped={grouped} />
      )}

      {!draft.isUploadCase && (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          onClick={() =>
            update((d) => ({ manualCases: [...d.manualCases, emptyCase(d.manualCases.at(-1)?.groupNum ?? (grouped ? 1 : null))] }))
          }
          data-testid="add-case"
        >
          {t('manageProblems:form.addCase')}
        </Button>
      )}
    </div>
  );
}
