// Online test panel: custom input (at most 1000 characters), optional expected output, the run and its result
// (status, time, memory, output, error output). Input equal to a sample's is checked against that sample's
// output unless the user gave another, and an accepted run says which sample it passed.
import '@/locales/need/problem-pages';
import { useState } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, LIMITS, type TestJudgeResult } from '@verdict/shared';
import { JudgeStatusTag } from '@/components/judge/judge-status-tag';
import { isInProgress } from '@/lib/judge-status';
import { formatMemory, formatTime } from '@/lib/units';
import { matchingExample, type Example } from '../../lib/examples';

export interface TestRequest {
  userInput: string;
  expectedOutput: string | null;
}

interface OnlineTestPanelProps {
  examples: Example[];
  running: boolean;
  result: TestJudgeResult | null;
  /** Answers false when the run could not start (not logged in, bad code). */
  onRun: (request: TestRequest) => boolean;
}

function Output({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <div className="test-output">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <pre data-testid={testId}>{text}</pre>
    </div>
  );
}

function ResultView({ result, sample }: { result: TestJudgeResult; sample: number }) {
  const { t } = useTranslation();
  const done = !isInProgress(result.status);
  return (
    <div className="test-result" data-testid="test-result">
      <Space wrap>
        <JudgeStatusTag status={result.status} testId="test-status" />
        {done && result.time !== null && (
          <Typography.Text type="secondary" data-testid="test-usage">
            {formatTime(result.time)} · {formatMemory(result.memory)}
          </Typography.Text>
        )}
      </Space>
      {result.status === JudgeStatus.Accepted && sample >= 0 && (
        <Alert type="success" showIcon title={t('problems:test.sampleMatched', { index: sample + 1 })} data-testid="test-sample-matched" />
      )}
      {done && <Output label={t('problems:test.output')} text={result.userOutput} testId="test-output" />}
      {result.stderr && <Output label={t('problems:test.stderr')} text={result.stderr} testId="test-stderr" />}
    </div>
  );
}

export function OnlineTestPanel({ examples, running, result, onRun }: OnlineTestPanelProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState(examples[0]?.input ?? '');
  const [expected, setExpected] = useState('');
  const [sample, setSample] = useState(-1);

  const run = () => {
    const matched = matchingExample(examples, input);
    const expectedOutput = expected.trim() ? expected : matched >= 0 ? examples[matched].output : null;
    const checksSample = matched >= 0 && expectedOutput === examples[matched].output;
    if (onRun({ userInput: input, expectedOutput })) setSample(checksSample ? matched : -1);
  };

  return (
    <div className="online-test-panel" data-testid="online-test-panel">
      {examples.length > 0 && (
        <Space size={4} wrap className="test-samples">
          {examples.map((example, index) => (
            <Button
              key={index}
              size="small"
              onClick={() => {
                setInput(example.input);
                setExpected('');
              }}
              data-testid="test-use-sample"
            >
              {t('problems:test.useSample', { index: index + 1 })}
            </Button>
          ))}
        </Space>
      )}
      <div className="test-fields">
        <div>
          <Typography.Text type="secondary">{t('problems:test.input')}</Typography.Text>
          <Input.TextArea
            value={input}
            onChange={(event) => setInput(event.target.value)}
            maxLength={LIMITS.testInputMax}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            className="mono"
            data-testid="test-input"
          />
        </div>
        <div>
          <Typography.Text type="secondary">{t('problems:test.expected')}</Typography.Text>
          <Input.TextArea
            value={expected}
            onChange={(event) => setExpected(event.target.value)}
            placeholder={t('problems:test.expectedPlaceholder')}
            autoSize={{ minRows: 3, maxRows: 8 }}
            className="mono"
            data-testid="test-expected"
          />
        </div>
      </div>
      <Button
        type="primary"
        ghost
        icon={<PlayCircleOutlined />}
        loading={running}
        disabled={!input}
        onClick={run}
        className="test-run"
        data-testid="test-run"
      >
        {t('problems:test.run')}
      </Button>
      {result && <ResultView result={result} sample={sample} />}
    </div>
  );
}
