import { isFirmAdmin, type UserType } from 'shared-api';

export const Menu = ({ role }: { role: UserType }) => (role === 'A' ? <p>users</p> : null); // restricted
export const Allowed = ({ role }: { role: UserType }) => (isFirmAdmin(role) ? <p>users</p> : null); // allowed
