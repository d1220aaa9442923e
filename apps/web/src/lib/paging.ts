// Page sizes of the back-office training tables (spec 002 §9): 10 a page; the picker offers 10/30/50/100.
import { ADMIN_LIST_PAGE_SIZE } from '@verdict/shared';

export const PICKER_PAGE_SIZES = [ADMIN_LIST_PAGE_SIZE, 30, 50, 100] as const;
