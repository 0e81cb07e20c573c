import { enqueue } from '../mail/outbox'; // restricted: no-circular

export const messageNotice = () => enqueue;
