import { queryOptions } from '@tanstack/react-query';
import { applicationsApi } from '../api/applications.ts';
import type { Api } from '../api/resources.ts';
import { queryKeys } from './queryKeys.ts';

/** Every application the user may see, in one answer (GET /Applications): a provider user's are
 *  its accounts', an admin's every provider's. Read once and shared by the applications list,
 *  the number and tenant screens. (A real 0.9.6 server answers every application of the platform
 *  to GET /ServiceProviders/{sid}/Applications, whoever asks: the console never reads it.) */
export const allApplicationsQuery = (api: Api) =>
  queryOptions({
    queryKey: queryKeys.allApplications,
    queryFn: ({ signal }) => api(applicationsApi, signal).list(),
  });
