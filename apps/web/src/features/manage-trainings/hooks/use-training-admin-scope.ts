// The training admin scope in effect: the back office's unless a group's screens provide their own.
import { useContext } from 'react';
import { TrainingAdminScopeContext, type TrainingAdminScope } from '@/lib/admin-scope/training-admin-scope';
import { SITE_TRAINING_ADMIN } from '../api/site-scope';

export const useTrainingAdminScope = (): TrainingAdminScope => useContext(TrainingAdminScopeContext) ?? SITE_TRAINING_ADMIN;
