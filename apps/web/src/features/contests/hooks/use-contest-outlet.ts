// The contest shell hands its state to the tab and problem pages rendered in its outlet.
import { useOutletContext } from 'react-router';
import type { ContestState } from './use-contest-state';

export const useContestOutlet = (): ContestState => useOutletContext<ContestState>();
