// The account rule of the contest form (reference §5.3) as fields: usernames prefix + number + suffix with the number
// in a range, and extra usernames. Form.Item hands it the tagged string and takes the new one.
import '@/locales/need/more';
import { Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountRuleOf, formatAccountRule, type AccountRule } from '@verdict/shared';

const EMPTY: AccountRule = { prefix: '', suffix: '', numberFrom: 1, numberTo: 0, extraAccounts: [] };

/** Reads even an unfinished rule back (accountRuleOf refuses it) so the fields keep what was typed. */
const ruleOf = (value: string | undefined): AccountRule => {
  if (!value) return EMPTY;
  const parsed = accountRuleOf(value);
  if (parsed) return parsed;
  const tag = (name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(value)?.[1] ?? '';
  const n = (name: string, fallback: number) => (tag(name) === '' ? fallback : Number(tag(name)));
  return {
    prefix: tag('prefix'),
    suffix: tag('suffix'),
    numberFrom: n('start', 1),
    numberTo: n('end', 0),
    extraAccounts: tag('extra').split(/\s+/).filter(Boolean),
  };
};

export function AccountRuleField({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const rule = ruleOf(value);
  // The extra names as typed (spaces included), so a space can start the next name.
  const extraTyped = /<extra>([\s\S]*?)<\/extra>/.exec(value ?? '')?.[1] ?? rule.extraAccounts.join(' ');
  const set = (patch: Partial<AccountRule>) => onChange?.(formatAccountRule({ ...rule, ...patch }));
  const label = (field: string) => t(`manageContest:form.rule.${field}`);
  return (
    <Space direction="vertical" className="mc-rule" data-testid="contest-account-rule">
      <Space wrap>
        <Input
          addonBefore={label('prefix')}
          value={rule.prefix}
          onChange={(e) => set({ prefix: e.target.value.trim() })}
          data-testid="rule-prefix"
        />
        <InputNumber
          addonBefore={label('from')}
          min={0}
          value={rule.numberFrom}
          onChange={(v) => set({ numberFrom: v ?? 0 })}
          data-testid="rule-from"
        />
        <InputNumber
          addonBefore={label('to')}
          min={0}
          value={rule.numberTo}
          onChange={(v) => set({ numberTo: v ?? 0 })}
          data-testid="rule-to"
        />
        <Input
          addonBefore={label('suffix')}
          value={rule.suffix}
          onChange={(e) => set({ suffix: e.target.value.trim() })}
          data-testid="rule-suffix"
        />
      </Space>
      <Input.TextArea
        rows={2}
        placeholder={label('extra')}
        value={extraTyped}
        onChange={(e) => set({ extraAccounts: [e.target.value] })}
        data-testid="rule-extra"
      />
      <span className="mc-rule-example">
        {t('manageContest:form.rule.example', {
          first: `${rule.prefix}${rule.numberFrom}${rule.suffix}`,
          last: `${rule.prefix}${rule.numberTo}${rule.suffix}`,
        })}
      </span>
    </Space>
  );
}
