import { useMutation } from '@tanstack/react-query';
import { endpointMutation, selectCases } from 'shared-api';

/**
 * Saves the whole set of followed cases. The page then reads the followed cases again and drops the pages
 * read before (they put the followed cases first); a failure is toasted by the mutation cache.
 */
export const useSelectCases = () =>
  useMutation(endpointMutation(selectCases, { meta: { errorKey: 'creditor.selectCase.failed' } }));
