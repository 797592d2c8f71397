import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/resources.ts';
import { queryKeys } from './queryKeys.ts';
import { lcrsApi } from '../api/lcrs.ts';

/** Every outbound call routing table the user may see: a real server returns the list whole, so
 *  it is read once and shared (the navigation's own-table link, the admin list). */
export const lcrListQuery = (api: Api) =>
  queryOptions({
    queryKey: queryKeys.lcrs,
    queryFn: ({ signal }) => api(lcrsApi, signal).list(),
    staleTime: 5 * 60_000,
  });
