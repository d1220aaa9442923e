// en-US manageDashboard: the back office dashboard and the judge servers.
import type { Catalogue } from '../types';
import type { manageDashboard as zh } from '../zh-CN/manageDashboard';

export const manageDashboard: Catalogue<typeof zh> = {};
