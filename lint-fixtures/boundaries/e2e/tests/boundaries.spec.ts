import { readOutbox } from '../../server/src/mail'; // restricted
import { createTestApp } from '../../server/test/helper'; // restricted
import { readOutbox as outbox } from 'server/mail'; // allowed
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs'; // allowed
import { startPortal } from '../support/portal'; // allowed

export const used = [readOutbox, createTestApp, outbox, chromiumLaunchOptions, startPortal];
