// Links of the submission pages.
export const submissionPath = (submitId: number) => `/submission-detail/${submitId}`;
