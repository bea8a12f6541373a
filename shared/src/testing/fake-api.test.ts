import { describe, expect, it } from 'vitest';
import { listWithDelete, type Seen } from './fake-api';

const request = (method: string, path: string): Seen => ({ method, path, url: path, query: {}, body: undefined, headers: {} });

describe('listWithDelete', () => {
  it('lists the rows left after each DELETE, and refuses an id it does not hold', () => {
    const answer = listWithDelete([{ id: 1 }, { id: 2 }]);
    expect(answer(request('GET', '/api/carros'))).toMatchObject({ status: 200, body: [{ id: 1 }, { id: 2 }], headers: { 'X-Total-Count': '2' } });
    expect(answer(request('DELETE', '/api/carros/2'))).toEqual({ status: 204 });
    expect(answer(request('DELETE', '/api/carros/2'))).toMatchObject({ status: 404 });
    expect(answer(request('GET', '/api/carros'))).toMatchObject({ body: [{ id: 1 }], headers: { 'X-Total-Count': '1' } });
  });
});
