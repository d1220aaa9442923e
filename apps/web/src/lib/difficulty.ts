// Difficulty levels 0-6 and their tag colours, easiest first; names are `problems:difficulty.<level>`.
import '@/locales/need/problem-pages';
import { DIFFICULTY_MAX } from '@verdict/shared';

const COLORS = ['green', 'cyan', 'blue', 'gold', 'orange', 'red', 'magenta'];

export const DIFFICULTY_LEVELS = Array.from({ length: DIFFICULTY_MAX + 1 }, (_, level) => level);

export const difficultyColor = (level: number): string => COLORS[level] ?? 'default';
