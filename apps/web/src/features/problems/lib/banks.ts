// Problem banks a role may list (spec 000 §6): Group for admin roles, Contest for root and problem admins, Conceal for root.
import { Role, isAdminRole, type ProblemBank } from '@verdict/shared';

export const banksFor = (role: number | null): ProblemBank[] => {
  if (role === null) return [];
  const banks: ProblemBank[] = [];
  if (role === Role.Root) banks.push('Conceal');
  if (role === Role.Root || role === Role.ProblemAdmin) banks.push('Contest');
  if (isAdminRole(role)) banks.push('Group');
  return banks;
};
