export {
  endpointBodyQuery,
  endpointInfiniteQuery,
  endpointKey,
  endpointQuery,
  headerFirmQuery,
} from './endpoint-query';
