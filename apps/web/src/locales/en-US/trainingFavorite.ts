// en-US trainingFavorite: favourites and likes of trainings and chapters.
import type { Catalogue } from '../types';
import type { trainingFavorite as zh } from '../zh-CN/trainingFavorite';

export const trainingFavorite: Catalogue<typeof zh> = {
  favorite: 'Favourite',
  unfavorite: 'Remove from favourites',
  like: 'Like',
  unlike: 'Unlike',
  filter: {
    onlyFavorite: 'My favourites',
    source: 'Source',
    all: 'All',
    official: 'Official',
    personal: 'Personal',
  },
  emptyFavorites: 'No favourite trainings yet',
};
