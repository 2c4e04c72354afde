/** A page of a list as the API answers it, shared by every module that pages, so none imports another for it. */
export interface Paged<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  /** At least 1: an empty list is one empty page (the catalogue's lists count the same way). */
  last_page: number;
}

export interface PageQuery {
  page: number;
  per_page: number;
}

export function paged<T>(data: T[], total: number, query: PageQuery): Paged<T> {
  return { data, current_page: query.page, per_page: query.per_page, total, last_page: Math.max(1, Math.ceil(total / query.per_page)) };
}
