import { messageNotice } from '../notices/case-notices'; // restricted: no-circular server-mail-storage

export const enqueue = messageNotice;
