// The test cases: uploaded ones show their file names, typed-in ones edit their text; OI adds scores, subtask modes groups.
import '@/locales/need/more';
import { Button, Input, InputNumber, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CaseRow } from '../model/problem-draft';

interface CaseListProps {
  cases: CaseRow[];
  onChange: (cases: CaseRow[]) => void;
  /** Typed-in cases: editable text and removable rows. */
  editable: boolean;
  scored: boolean;
  grouped: boolean;
}

function CaseNumbers({
  row,
  index,
  scored,
  grouped,
  patch,
}: {
  row: CaseRow;
  index: number;
  scored: boolean;
  grouped: boolean;
  patch: (change: Partial<CaseRow>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {scored && (
        <InputNumber<number>
          size="small"
          min={0}
          precision={0}
          value={row.score}
          onChange={(score) => patch({ score })}
          prefix={t('manageProblems:field.score')}
          className="mp-case-number"
          data-testid={`case-${index}-score`}
        />
      )}
      {grouped && (
        <InputNumber<number>
          size="small"
          min={1}
          precision={0}
          value={row.groupNum}
          onChange={(groupNum) => patch({ groupNum })}
          prefix={t('manageProblems:field.groupNum')}
          className="mp-case-number"
          data-testid={`case-${index}-group`}
        />
      )}
    </>
  );
}

export function CaseList({ cases, onChange, editable, scored, grouped }: CaseListProps) {
  const { t } = useTranslation();
  const patch = (key: string) => (change: Partial<CaseRow>) => onChange(cases.map((c) => (c.key === key ? { ...c, ...change } : c)));

  return (
    <div className="mp-case-list" data-testid="case-list">
      {cases.map((row, index) => (
        <div key={row.key} className="mp-case" data-testid={`case-${index}`}>
          <div className="mp-row-head">
            <Typography.Text strong>{t('manageProblems:form.caseN', { n: index + 1 })}</Typography.Text>
            <div className="mp-case-numbers">
              <CaseNumbers row={row} index={index} scored={scored} grouped={grouped} patch={patch(row.key)} />
              {editable && (
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('manageProblems:action.remove')}
                  onClick={() => onChange(cases.filter((c) => c.key !== row.key))}
                  data-testid={`case-${index}-remove`}
                />
              )}
            </div>
          </div>
          {editable ? (
            <div className="mp-case-texts">
              <Input.TextArea
                className="mp-mono"
                value={row.input}
                placeholder={t('manageProblems:field.caseInput')}
                autoSize={{ minRows: 2, maxRows: 10 }}
                onChange={(e) => patch(row.key)({ input: e.target.value })}
                data-testid={`case-${index}-input`}
              />
              <Input.TextArea
                className="mp-mono"
                value={row.output}
                placeholder={t('manageProblems:field.caseOutput')}
                autoSize={{ minRows: 2, maxRows: 10 }}
                onChange={(e) => patch(row.key)({ output: e.target.value })}
                data-testid={`case-${index}-output`}
              />
            </div>
          ) : (
            <div className="mp-case-files">
              <Typography.Text code data-testid={`case-${index}-input-name`}>
                {row.input || '-'}
              </Typography.Text>
              <span>→</span>
              <Typography.Text code data-testid={`case-${index}-output-name`}>
                {row.output || '-'}
              </Typography.Text>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
