// Site schemas: home page queries.
import { z } from 'zod';
import { idParamSchema, paginationSchema, queryBoolean } from './common.ts';
import { PAGE_SIZES } from '../constants/limits.ts';

export const AnnouncementListQuerySchema = paginationSchema(PAGE_SIZES.homeAnnouncements);
export const AnnouncementDetailQuerySchema = z.object({ aid: idParamSchema });
export const WeekStatisticsQuerySchema = z.object({ forceRefresh: queryBoolean.optional() });
