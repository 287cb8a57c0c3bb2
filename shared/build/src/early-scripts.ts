import {
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_DECIDED_CLASS,
  CONSENT_KEY,
  CONSENT_REOPEN_ATTRIBUTE,
  CONSENT_REOPENED_ATTRIBUTE,
} from '../../src/consent';
import { OUTLET_ACTIVITY_GLOBAL, SERVER_OUTLET_ATTRIBUTE } from '../../src/server-render';
import { inlineScript } from './inline-script';

/** The consent banner's first script (consent-early.js), with the names it shares with the shell. */
export const consentEarlyScript = (): string =>
  inlineScript(import.meta.url, './consent-early.js', {
    key: CONSENT_KEY,
    decidedClass: CONSENT_DECIDED_CLASS,
    reopenedAttribute: CONSENT_REOPENED_ATTRIBUTE,
    choiceAttribute: CONSENT_CHOICE_ATTRIBUTE,
    reopenAttribute: CONSENT_REOPEN_ATTRIBUTE,
  });

/** The server outlet's recorder (outlet-early.js), with the names ServerOutlet reads back. */
export const outletEarlyScript = (): string =>
  inlineScript(import.meta.url, './outlet-early.js', {
    global: OUTLET_ACTIVITY_GLOBAL,
    outletAttribute: SERVER_OUTLET_ATTRIBUTE,
  });
