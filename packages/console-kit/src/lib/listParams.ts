import { isSortText } from './listSort.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './pager.ts';

/** A list's state as its URL's query string holds it: filters, page, page size and sort ('' for
 *  the list's own order; see listSort.ts). */
export interface ListParams<Filters extends Record<string, string>> {
  filters: Filters;
  page: number;
  pageSize: number;
  sort: string;
}

/** Which values a filter takes; a value it refuses falls back to the default. */
export type FilterRules<Filters extends Record<string, string>> = Partial<
  Record<keyof Filters, (value: string) => boolean>
>;

const MAX_PAGE = 100_000;

/** The list's state read from a query string: what is missing or refused (an absurd page, an
 *  unknown page size, a filter value the list does not offer) is the default. */
export function readListParams<Filters extends Record<string, string>>(
  search: string,
  defaults: Filters,
  rules: FilterRules<Filters> = {},
): ListParams<Filters> {
  const query = new URLSearchParams(search);
  const filters = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof Filters & string)[]) {
    const value = query.get(key);
    if (value !== null && (rules[key]?.(value) ?? true))
      filters[key] = value as Filters[typeof key];
  }
  const page = Number(query.get('page'));
  const pageSize = Number(query.get('pageSize'));
  const sort = query.get('sort') ?? '';
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: isSortText(sort) ? sort : '',
  };
}

/** The query string of a list's state: values at their defaults are left out, except the filters
 *  `kept` (those a list opens on from memory, which an absent value would bring back); other
 *  parameters of the query string are kept. */
export function writeListParams<Filters extends Record<string, string>>(
  search: string,
  params: ListParams<Filters>,
  defaults: Filters,
  kept: readonly string[] = [],
): string {
  const query = new URLSearchParams(search);
  const put = (key: string, value: string, fallback: string) =>
    value === fallback ? query.delete(key) : query.set(key, value);
  for (const key of Object.keys(defaults)) {
    const value = params.filters[key] ?? '';
    if (kept.includes(key)) query.set(key, value);
    else put(key, value, defaults[key] ?? '');
  }
  put('page', String(params.page), '1');
  put('pageSize', String(params.pageSize), String(DEFAULT_PAGE_SIZE));
  put('sort', params.sort, '');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** What a list opens on where its URL gives nothing: the remembered values its rules accept (an
 *  empty one stands for nothing), else the defaults. */
export function openingFilters<Filters extends Record<string, string>>(
  defaults: Filters,
  rules: FilterRules<Filters> = {},
  remembered: Partial<Filters> = {},
): Filters {
  const accepted = Object.entries(remembered).filter(
    ([key, value]) => value && (rules[key as keyof Filters]?.(value as string) ?? true),
  );
  return { ...defaults, ...(Object.fromEntries(accepted) as Partial<Filters>) };
}
