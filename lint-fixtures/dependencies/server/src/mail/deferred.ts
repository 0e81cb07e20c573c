export const deferMail = 'mail';
