import { PAGE_SIZE_MAX, type ListParams } from '../domain/schemas/api';
import type { ResourceClient } from './resource';

/**
 * Every row of a list query (same search, sort and filters), page by page: one answer holds at most PAGE_SIZE_MAX
 * rows, so a caller that needs them all asks for each page (issue 18). Stops at `cap` rows.
 */
export async function fetchAllRows<Row, Input>(resource: ResourceClient<Row, Input>, params: ListParams, cap = Number.POSITIVE_INFINITY): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < cap; page += 1) {
    const result = await resource.list({ ...params, page, pageSize: PAGE_SIZE_MAX });
    rows.push(...result.rows);
    if (result.rows.length < PAGE_SIZE_MAX || rows.length >= result.total) break;
  }
  return rows.slice(0, cap);
}
