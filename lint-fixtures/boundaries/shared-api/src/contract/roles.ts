// The one file that writes the role codes: the rule leaves it out.
export const isFirmStaff = (role: string) => role === 'A' || role === 'U'; // allowed
