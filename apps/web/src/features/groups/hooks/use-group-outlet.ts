// The group shell hands its state to the tab pages through the outlet.
import { useOutletContext } from 'react-router';
import type { GroupState } from './use-group-state';

export const useGroupOutlet = (): GroupState => useOutletContext<GroupState>();
