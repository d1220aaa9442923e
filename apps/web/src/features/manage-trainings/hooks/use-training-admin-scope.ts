// The training admin scope in effect: the back office's unless a group's screens provide their own.
import { createContext, useContext } from 'react';
import { SITE_TRAINING_ADMIN } from '../api/site-scope';
import type { TrainingAdminScope } from '../model/admin-scope';

/** Rendered as the provider around a group's training admin screens (React 19 context provider). */
export const TrainingAdminScopeContext = createContext<TrainingAdminScope>(SITE_TRAINING_ADMIN);

export const useTrainingAdminScope = (): TrainingAdminScope => useContext(TrainingAdminScopeContext);
