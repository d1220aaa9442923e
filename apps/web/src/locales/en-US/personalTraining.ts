// en-US personalTraining: personal trainings: the /personal centre, its training list, form, problems and chapters.
import type { Catalogue } from '../types';
import type { personalTraining as zh } from '../zh-CN/personalTraining';

export const personalTraining: Catalogue<typeof zh> = {};
