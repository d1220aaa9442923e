// External links of the navigation: the hall-of-fame and the typing trainer.
export const EXTERNAL_LINKS = {
  hallOfFame: 'https://icpc.global/worldfinals/results',
  typingTrainer: 'https://monkeytype.com/',
  sourceCode: 'https://github.com/',
} as const;
