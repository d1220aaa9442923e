// The contest account rule (reference §5.3), stored and sent as the reference's tagged string
// `<prefix>P</prefix><suffix>S</suffix><start>A</start><end>B</end><extra>X</extra>`: a username matches when it
// is P + i + S for an integer i in [A, B] written plainly (no padding), or one of the space-separated names X.

export interface AccountRule {
  prefix: string;
  suffix: string;
  numberFrom: number;
  numberTo: number;
  /** Extra usernames allowed besides the numbered ones. */
  extraAccounts: string[];
}

const tag = (source: string, name: string): string | null => {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(source);
  return match ? match[1] : null;
};

const naturalOrEmpty = /^\d{0,9}$/;

/** The rule in a tagged string, or null when it is malformed (bad numbers, start after end, nothing allowed). */
export function accountRuleOf(source: string): AccountRule | null {
  const [prefix, suffix, start, end, extra] = ['prefix', 'suffix', 'start', 'end', 'extra'].map((name) => tag(source, name) ?? '');
  if (!naturalOrEmpty.test(start.trim()) || !naturalOrEmpty.test(end.trim())) return null;
  const numberFrom = start.trim() === '' ? 0 : Number(start);
  const numberTo = end.trim() === '' ? -1 : Number(end);
  const extraAccounts = extra.split(/\s+/).filter(Boolean);
  const numbered = start.trim() !== '' && end.trim() !== '';
  if (numbered && numberFrom > numberTo) return null;
  if (!numbered && extraAccounts.length === 0) return null;
  return { prefix, suffix, numberFrom, numberTo, extraAccounts };
}

export function formatAccountRule(rule: AccountRule): string {
  const numbered = rule.numberTo >= rule.numberFrom;
  return (
    `<prefix>${rule.prefix}</prefix><suffix>${rule.suffix}</suffix>` +
    `<start>${numbered ? rule.numberFrom : ''}</start><end>${numbered ? rule.numberTo : ''}</end>` +
    `<extra>${rule.extraAccounts.join(' ')}</extra>`
  );
}

/** Whether the username may take part under the rule. */
export function matchesAccountRule(rule: AccountRule, username: string): boolean {
  if (rule.extraAccounts.includes(username)) return true;
  if (!username.startsWith(rule.prefix) || !username.endsWith(rule.suffix)) return false;
  const middle = username.slice(rule.prefix.length, username.length - rule.suffix.length);
  if (!/^(0|[1-9]\d{0,8})$/.test(middle) || username.length < rule.prefix.length + rule.suffix.length) return false;
  const n = Number(middle);
  return n >= rule.numberFrom && n <= rule.numberTo;
}
