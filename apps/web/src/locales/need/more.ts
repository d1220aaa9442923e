// Imported by each module that shows texts of the catalogue's last part (namespaces of locales/*/more.ts): it is
// evaluated, and its components render, once that part has arrived (locales/parts.test.ts checks).
import { needCataloguePart } from '@/lib/i18n';

await needCataloguePart('more');
