// The board options of the contest form (spec 001 §3, §5): seal (half an hour or an hour before the end, or the whole
// contest; choices longer than the contest disabled), real rank after the end, open rank and printing, the name the
// board shows, the OI score kept, star users and the award levels.
import '@/locales/need/more';
import { Button, ColorPicker, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Color } from 'antd/es/color-picker';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  AwardType,
  CONTEST_LIMITS as L,
  ContestType,
  duplicateStar,
  OI_RANK_SCORE_TYPES,
  RANK_SHOW_NAMES,
  type AwardConfig,
} from '@verdict/shared';
import { DEFAULT_AWARDS, type ContestFormValues } from '../model/contest-form';

const SEAL_WHOLE = 0;
const hex = (color: Color) => color.toHexString();

export function ContestRankOptions({ durationMs }: { durationMs: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ContestFormValues>();
  const sealRank = Form.useWatch('sealRank', form);
  const awardType = Form.useWatch('awardType', form);
  const type = Form.useWatch('type', form);
  const label = (field: string) => t(`manageContest:form.${field}`);
  const seconds = durationMs / 1000;
  const noDuplicateStar: Rule = {
    validator: (_, names: string[] | undefined) =>
      duplicateStar(names ?? []) === undefined ? Promise.resolve() : Promise.reject(new Error(label('starDuplicate'))),
  };

  /** Sealing on: an hour before the end for ACM contests of an hour or more, else the whole contest (spec 001 §5). */
  const onSealChange = (on: boolean) => {
    if (on) form.setFieldValue('sealBefore', form.getFieldValue('type') === ContestType.ACM && seconds >= 3600 ? 3600 : SEAL_WHOLE);
  };
  const awards = (form.getFieldValue('awardConfigList') as AwardConfig[] | undefined) ?? [];

  return (
    <>
      <Space size={32} wrap align="start">
        <Form.Item name="sealRank" label={label('sealRank')} valuePropName="checked">
          <Switch onChange={onSealChange} data-testid="contest-seal-input" />
        </Form.Item>
        {sealRank && (
          <Form.Item name="sealBefore" label={label('sealBefore')}>
            <Radio.Group
              optionType="button"
              data-testid="contest-seal-before-input"
              options={[
                ...L.sealChoices.map((choice) => ({ value: choice, label: label(`seal${choice}`), disabled: seconds < choice })),
                { value: SEAL_WHOLE, label: label('sealWhole') },
              ]}
            />
          </Form.Item>
        )}
        {sealRank && (
          <Form.Item name="autoRealRank" label={label('autoRealRank')} valuePropName="checked" extra={label('autoRealRankHelp')}>
            <Switch data-testid="contest-auto-real-rank-input" />
          </Form.Item>
        )}
      </Space>
      <Space size={32} wrap align="start">
        <Form.Item name="openRank" label={label('openRank')} valuePropName="checked" extra={label('openRankHelp')}>
          <Switch data-testid="contest-open-rank-input" />
        </Form.Item>
        <Form.Item name="openPrint" label={label('openPrint')} valuePropName="checked">
          <Switch data-testid="contest-open-print-input" />
        </Form.Item>
        <Form.Item name="rankShowName" label={label('rankShowName')}>
          <Select
            className="mc-field"
            data-testid="contest-rank-show-name-input"
            options={RANK_SHOW_NAMES.map((value) => ({ value, label: label(`showName.${value}`) }))}
          />
        </Form.Item>
        {type === ContestType.OI && (
          <Form.Item name="oiRankScoreType" label={label('oiRankScoreType')}>
            <Radio.Group optionType="button" options={OI_RANK_SCORE_TYPES.map((value) => ({ value, label: label(`oiScore.${value}`) }))} />
          </Form.Item>
        )}
      </Space>
      <Form.Item name="starAccount" label={label('starAccount')} extra={label('starAccountHelp')} rules={[noDuplicateStar]}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} maxCount={L.starAccountsMax} data-testid="contest-star-input" />
      </Form.Item>
      <Form.Item name="awardType" label={label('awardType')}>
        <Radio.Group
          optionType="button"
          data-testid="contest-award-type-input"
          onChange={() => awards.length === 0 && form.setFieldValue('awardConfigList', DEFAULT_AWARDS)}
          options={[AwardType.None, AwardType.Percent, AwardType.Count].map((value) => ({ value, label: label(`award.${value}`) }))}
        />
      </Form.Item>
      {awardType !== undefined && awardType !== AwardType.None && (
        <Form.List name="awardConfigList">
          {(fields, { add, remove }) => (
            <div className="mc-awards" data-testid="contest-awards">
              {fields.map((field, index) => (
                <Space key={field.key} wrap align="start" className="mc-award-row" data-testid="contest-award-row">
                  <Form.Item name={[field.name, 'priority']} hidden initialValue={index + 1}>
                    <InputNumber />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[{ required: true, whitespace: true, message: label('awardNameRequired') }]}
                    className="mc-award-name"
                  >
                    <Input maxLength={L.awardNameMax} placeholder={label('awardName')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'num']} rules={[{ required: true, message: label('awardNumRequired') }]}>
                    <InputNumber
                      min={0}
                      max={awardType === AwardType.Percent ? 100 : 100000}
                      addonAfter={awardType === AwardType.Percent ? '%' : label('people')}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'background']} getValueFromEvent={hex} label={label('awardBackground')}>
                    <ColorPicker disabledAlpha size="small" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'color']} getValueFromEvent={hex} label={label('awardColor')}>
                    <ColorPicker disabledAlpha size="small" />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={label('awardRemove')} />
                </Space>
              ))}
              {fields.length < L.awardsMax && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ priority: fields.length + 1, name: '', background: '#1677ff', color: '#ffffff', num: 1 })}
                >
                  {label('awardAdd')}
                </Button>
              )}
            </div>
          )}
        </Form.List>
      )}
    </>
  );
}
