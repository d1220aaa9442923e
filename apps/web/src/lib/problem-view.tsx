// The problem page body (statement tabs, editor, submit) as a slot. The problems feature draws it
// (`ProblemDetailView`); contests, groups and trainings place it inside their own pages through `ProblemView`
// without importing that feature: the app page that composes them provides the component
// (`<ProblemViewContext value={ProblemDetailView}>`), so features never import each other.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProblemDetail, SubmitProblemJudgeRequest } from '@verdict/shared';

/** Where a submission belongs besides the problem (a training, a contest, a group problem's group). */
export type SubmitContext = Partial<Pick<SubmitProblemJudgeRequest, 'tid' | 'cid' | 'gid'>>;

/** How a context names the problem on the statement side (a contest's display id and title). */
export interface ShownAs {
  problemId: string;
  title: string;
}

/** What a context (training, contest, group) changes in the workspace. */
export interface WorkspaceOptions {
  submitContext?: SubmitContext;
  /** Judging of a submission ended: the caller refreshes what shows the caller's status. */
  onJudged?: () => void;
  /** The problem id sent with a submission; the problem's own by default (a contest's display id). */
  submitPid?: string;
  /** Where the editor's code and settings are kept; the problem's id by default (a contest keeps its own). */
  editorScope?: string;
  /** Why submitting is not possible now (shown on the disabled Submit button); null or absent when it is. */
  submitBlocked?: string | null;
  /** The submission detail's route; the site's by default. */
  submissionPath?: (submitId: number) => string;
  /** Asked before a submission goes; false keeps it (an OI contest without the live board: "cover the earlier one?"). */
  confirmSubmit?: () => Promise<boolean>;
}

export interface ProblemViewProps extends WorkspaceOptions {
  query: UseQueryResult<ProblemDetail>;
  /** Fill the parent's height (a page that lays out bars around it) instead of the window under the navigation bar. */
  fillParent?: boolean;
  /** Replaces the "my submissions" tab's list. */
  mySubmissions?: ReactNode;
  shownAs?: ShownAs;
}

export const ProblemViewContext = createContext<ComponentType<ProblemViewProps> | null>(null);

/** The problem page body the app page provided. */
export function ProblemView(props: ProblemViewProps) {
  const View = useContext(ProblemViewContext);
  if (!View) throw new Error('ProblemView needs a ProblemViewContext provider (the app page composes it)');
  return <View {...props} />;
}
