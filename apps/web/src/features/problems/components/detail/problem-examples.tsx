// Examples: each input and output pair side by side with copy buttons.
import '@/locales/need/problem-pages';
import { Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import type { Example } from '../../lib/examples';

function ExampleBlock({ label, text, testId }: { label: string; text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="example-block">
      <Space className="example-head">
        <Typography.Text strong>{label}</Typography.Text>
        <CopyButton text={text} type="text" data-testid={`${testId}-copy`}>
          {t('problems:detail.copy')}
        </CopyButton>
      </Space>
      <pre data-testid={testId}>{text}</pre>
    </div>
  );
}

export function ProblemExamples({ examples }: { examples: Example[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="problem-examples">
      {examples.map((example, index) => (
        <Row gutter={[16, 8]} key={index} className="example-row">
          <Col xs={24} md={12}>
            <ExampleBlock label={t('problems:detail.sampleInput', { index: index + 1 })} text={example.input} testId="example-input" />
          </Col>
          <Col xs={24} md={12}>
            <ExampleBlock label={t('problems:detail.sampleOutput', { index: index + 1 })} text={example.output} testId="example-output" />
          </Col>
        </Row>
      ))}
    </div>
  );
}
