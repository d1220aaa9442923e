// Imported by each module that shows the problem pages' texts (namespaces of locales/*/problem-pages.ts): it is
// evaluated, and its components render, once that part of the catalogue has arrived (locales/parts.test.ts checks).
import { needCataloguePart } from '@/lib/i18n';

await needCataloguePart('problemPages');
