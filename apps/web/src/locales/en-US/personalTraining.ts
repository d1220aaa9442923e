// en-US personalTraining: personal trainings: the /personal centre, its training list, form, problems and chapters.
import type { Catalogue } from '../types';
import type { personalTraining as zh } from '../zh-CN/personalTraining';

export const personalTraining: Catalogue<typeof zh> = {
  centre: {
    title: 'Personal Centre',
    tabs: { training: 'My Training', notes: 'My Notes', contest: 'My Contest', setting: 'My Setting' },
  },
  hint: 'You may own up to {{max}} personal trainings (chapters not counted). A new training starts hidden: switch it Visible to list it on the Training page under the Personal source.',
};
