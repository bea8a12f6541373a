import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('shows an instant as dd/mm/aaaa HH:mm in São Paulo, and "-" for none', () => {
    expect(formatDateTime('2025-01-02T03:04:05.000Z')).toBe('02/01/2025 00:04');
    expect(formatDateTime('2025-07-15T15:30:00.000Z')).toBe('15/07/2025 12:30');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('ontem')).toBe('-');
  });
});
