import { call, deleteClaim, endpointMutation } from 'shared-api'; // allowed

/** A feature's hooks file may build its writes on the client: only components may not. */
export const useDeleteClaim = () => [call, endpointMutation(deleteClaim)];
