// Form section: display id, title, limits, difficulty, rule type, visibility and source.
import '@/locales/need/more';
import { Col, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, PROBLEM_AUTHS, PROBLEM_FORM_LIMITS as L, ProblemAuth, ProblemType } from '@verdict/shared';
import { useProblemAdminScope } from '../hooks/use-problem-admin-scope';
import type { DraftSectionProps } from '../hooks/use-problem-draft';
import { CASE_MODES_BY_TYPE } from '../model/options';
import { FormField } from './form-field';

interface BasicSectionProps extends DraftSectionProps {
  mayPublish: boolean;
}

const LIMIT_FIELDS = [
  { field: 'timeLimit', min: L.timeLimitMin, max: L.timeLimitMax, unit: 'ms' },
  { field: 'memoryLimit', min: L.memoryLimitMin, max: L.memoryLimitMax, unit: 'mb' },
  { field: 'stackLimit', min: L.stackLimitMin, max: L.stackLimitMax, unit: 'mb' },
] as const;

export function BasicSection({ draft, update, mayPublish }: BasicSectionProps) {
  const { t } = useTranslation();
  const { displayIdHelp } = useProblemAdminScope();
  const changeType = (type: number) =>
    update((d) => ({ type, judgeCaseMode: CASE_MODES_BY_TYPE[type].includes(d.judgeCaseMode) ? d.judgeCaseMode : 'default' }));

  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <FormField field="problemId" required help={t(displayIdHelp)}>
          <Input
            value={draft.problemId}
            maxLength={L.displayIdMax}
            onChange={(e) => update({ problemId: e.target.value })}
            data-testid="field-problemId"
          />
        </FormField>
      </Col>
      <Col xs={24} md={16}>
        <FormField field="title" required>
          <Input value={draft.title} maxLength={L.titleMax} onChange={(e) => update({ title: e.target.value })} data-testid="field-title" />
        </FormField>
      </Col>
      {LIMIT_FIELDS.map(({ field, min, max, unit }) => (
        <Col xs={24} sm={8} key={field}>
          <FormField field={field} required>
            <InputNumber<number>
              value={draft[field]}
              min={min}
              max={max}
              precision={0}
              suffix={t(`manageProblems:unit.${unit}`)}
              style={{ width: '100%' }}
              onChange={(value) => update({ [field]: value })}
              data-testid={`field-${field}`}
            />
          </FormField>
        </Col>
      ))}
      <Col xs={24} sm={8}>
        <FormField field="difficulty">
          <Select
            value={draft.difficulty}
            onChange={(difficulty: number) => update({ difficulty })}
            options={DIFFICULTIES.map(({ value }) => ({ value, label: `${value} · ${t(`manageProblems:difficulty.${value}`)}` }))}
            data-testid="field-difficulty"
          />
        </FormField>
      </Col>
      <Col xs={24} sm={8}>
        <FormField field="type">
          <Radio.Group
            value={draft.type}
            onChange={(e) => changeType(e.target.value as number)}
            optionType="button"
            options={[
              { value: ProblemType.ACM, label: 'ACM' },
              { value: ProblemType.OI, label: 'OI' },
            ]}
            data-testid="field-type"
          />
        </FormField>
      </Col>
      <Col xs={24} sm={8}>
        <FormField field="auth">
          <Select
            value={draft.auth}
            onChange={(auth: number) => update({ auth })}
            options={PROBLEM_AUTHS.filter((value) => value !== ProblemAuth.Group || draft.auth === value).map((value) => ({
              value,
              label: t(`manageProblems:auth.${value}`),
              // Contest and group visibility come from adding the problem to a contest or a group.
              disabled:
                (value === ProblemAuth.Public && !mayPublish) ||
                (value !== ProblemAuth.Public && value !== ProblemAuth.Hidden && draft.auth !== value),
            }))}
            data-testid="field-auth"
          />
        </FormField>
      </Col>
      <Col xs={24}>
        <FormField field="source">
          <Input value={draft.source} onChange={(e) => update({ source: e.target.value })} data-testid="field-source" />
        </FormField>
      </Col>
    </Row>
  );
}
