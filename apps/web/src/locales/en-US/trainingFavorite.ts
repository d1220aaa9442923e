// en-US trainingFavorite: favourites and likes of trainings and chapters.
import type { Catalogue } from '../types';
import type { trainingFavorite as zh } from '../zh-CN/trainingFavorite';

export const trainingFavorite: Catalogue<typeof zh> = {};
