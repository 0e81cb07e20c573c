// Every interface text of both languages at once: for the tests and the key-parity check. The browser and
// the prerender load them a namespace at a time (page-texts.ts).
import { type Language, validationMessages } from 'shared-api';
import enCommon from './en/common.json';
import enCreditor from './en/creditor.json';
import enLawfirm from './en/lawfirm.json';
import enShell from './en/shell.json';
import enTabs from './en/tabs.json';
import { type Namespace, nestKeys, type Tree } from './languages';
import svCommon from './sv/common.json';
import svCreditor from './sv/creditor.json';
import svLawfirm from './sv/lawfirm.json';
import svShell from './sv/shell.json';
import svTabs from './sv/tabs.json';

export { flattenKeys, LANGUAGES, NAMESPACES, type Namespace } from './languages';

export const resources: Record<Language, Record<Namespace, Tree>> = {
  en: {
    common: { ...enCommon, ...nestKeys(validationMessages.en) },
    shell: enShell,
    lawfirm: enLawfirm,
    creditor: enCreditor,
    tabs: enTabs,
  },
  sv: {
    common: { ...svCommon, ...nestKeys(validationMessages.sv) },
    shell: svShell,
    lawfirm: svLawfirm,
    creditor: svCreditor,
    tabs: svTabs,
  },
};
