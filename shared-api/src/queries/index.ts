export { endpointInfiniteQuery, endpointKey, endpointQuery } from './endpoint-query';
