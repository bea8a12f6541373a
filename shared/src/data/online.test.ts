import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { awaitingFreshData } from './online';

const restaurado = { data: { id: 1, versao: 3 }, isStale: true, isFetching: true, isFetchedAfterMount: false };

afterEach(() => onlineManager.setOnline(true));

describe('awaitingFreshData', () => {
  it('waits, online, while the first read of a record restored stale from the device is on the way', () => {
    expect(awaitingFreshData(restaurado)).toBe(true);
  });

  it('does not wait once that read came back, for data still fresh, with nothing held, or offline', () => {
    expect(awaitingFreshData({ ...restaurado, isFetching: false, isFetchedAfterMount: true })).toBe(false);
    expect(awaitingFreshData({ ...restaurado, isStale: false })).toBe(false);
    expect(awaitingFreshData({ ...restaurado, data: undefined })).toBe(false);
    onlineManager.setOnline(false);
    expect(awaitingFreshData(restaurado)).toBe(false);
  });
});
