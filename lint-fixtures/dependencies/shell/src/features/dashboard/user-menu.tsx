export const UserMenu = 'a page part';
