export {
  endpointBodyQuery,
  endpointInfiniteQuery,
  endpointKey,
  endpointQuery,
} from './endpoint-query';
