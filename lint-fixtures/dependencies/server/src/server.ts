export const listen = 'started by node';
