// A problem of a zip package: as an import unit, its progress given by its place among the package's problems.
import type { ImportUnit } from './problem-draft.ts';

export type PackageUnit = Omit<ImportUnit, 'progress'>;

export const withProgress = (units: PackageUnit[]): ImportUnit[] => units.map((unit, i) => ({ ...unit, progress: (i + 1) / units.length }));
