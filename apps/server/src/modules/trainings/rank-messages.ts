// Message keys of the training rank, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
// get-training-rank answers with the trainings module's keys (Training_not_found, Training_no_access,
// Training_id_required, Training_keyword_too_long) and needs none of its own so far.
export const trainingRankMessages = {} as const satisfies Record<string, readonly [string, string]>;
