// Form section: the statement's example pairs (at most 2), each an input and an output shown to users.
import '@/locales/need/more';
import { Button, Col, Input, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DraftSectionProps } from '../hooks/use-problem-draft';
import { MAX_EXAMPLES, type ExamplePair } from '../model/examples';
import { FormField } from './form-field';

export function ExamplesEditor({ draft, update }: DraftSectionProps) {
  const { t } = useTranslation();
  const setPair = (index: number, patch: Partial<ExamplePair>) =>
    update((d) => ({ examples: d.examples.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)) }));
  const full = draft.examples.length >= MAX_EXAMPLES;

  return (
    <div data-testid="examples-editor">
      {draft.examples.map((pair, index) => (
        <div key={index} className="mp-example" data-testid={`example-${index}`}>
          <div className="mp-row-head">
            <Typography.Text strong>{t('manageProblems:form.exampleN', { n: index + 1 })}</Typography.Text>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('manageProblems:action.remove')}
              onClick={() => update((d) => ({ examples: d.examples.filter((_, i) => i !== index) }))}
            />
          </div>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FormField field="exampleInput">
                <Input.TextArea
                  className="mp-mono"
                  value={pair.input}
                  autoSize={{ minRows: 3, maxRows: 12 }}
                  onChange={(e) => setPair(index, { input: e.target.value })}
                  data-testid={`example-${index}-input`}
                />
              </FormField>
            </Col>
            <Col xs={24} md={12}>
              <FormField field="exampleOutput">
                <Input.TextArea
                  className="mp-mono"
                  value={pair.output}
                  autoSize={{ minRows: 3, maxRows: 12 }}
                  onChange={(e) => setPair(index, { output: e.target.value })}
                  data-testid={`example-${index}-output`}
                />
              </FormField>
            </Col>
          </Row>
        </div>
      ))}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={full}
        onClick={() => update((d) => ({ examples: [...d.examples, { input: '', output: '' }] }))}
        data-testid="add-example"
      >
        {full ? t('manageProblems:form.examplesLimit', { max: MAX_EXAMPLES }) : t('manageProblems:form.addExample')}
      </Button>
    </div>
  );
}
