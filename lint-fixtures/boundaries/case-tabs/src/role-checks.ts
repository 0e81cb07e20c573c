import { isCreditorSide, isFirmStaff, mayCall, type UserType, uploadDocument } from 'shared-api';

export const firm = (role: UserType) => role === 'A' || role === 'U'; // restricted
export const admin = (role: UserType) => 'A' !== role; // restricted
export const creditor = (role: UserType) => ['C', 'D'].includes(role); // restricted
export const staff = (role: UserType) => isFirmStaff(role); // allowed
export const side = (role: UserType) => isCreditorSide(role); // allowed
export const uploads = (role: UserType) => mayCall(uploadDocument, role); // allowed
export const status = (value: string) => value === 'Approved'; // allowed
