export const PublicApp = 'assembles the public pages';
