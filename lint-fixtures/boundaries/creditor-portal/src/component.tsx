import { call, deleteClaim } from 'shared-api'; // restricted
import { type Claim, download } from 'shared-api'; // allowed
import { useDeleteClaim } from './use-writes'; // allowed

export const Used = () => <p>{[call, deleteClaim, download, useDeleteClaim].length}</p>;
export type Row = Claim;
