import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { veiculos } from '../db/schema';
import { VEICULO_VALIDO } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { toErrorResponse } from './errors';

const api = useApiTest();

// The database itself says the disk is full (PostgreSQL's SQLSTATE 53100, raised by a trigger as the server would).
async function discoCheio(cheio: boolean) {
  if (cheio) {
    await api.db.execute(sql`create or replace function disco_cheio() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
    await api.db.execute(sql`create trigger disco_cheio before insert on veiculos for each row execute function disco_cheio()`);
  } else {
    await api.db.execute(sql`drop trigger disco_cheio on veiculos`);
    await api.db.execute(sql`drop function disco_cheio()`);
  }
}

describe('a full disk', () => {
  it('answers 503 "Sem espaço para gravar…", keeps nothing half-written, and the same keyed request goes through later', async () => {
    await discoCheio(true);
    const headers = { 'idempotency-key': 'disco-cheio-1' };
    const cheio = await api.inject({ method: 'POST', url: '/api/veiculos', payload: VEICULO_VALIDO, headers });
    expect(cheio.statusCode).toBe(503);
    expect(cheio.json()).toEqual({ message: 'Sem espaço para gravar. Tente novamente mais tarde.' });
    expect(await api.db.$count(veiculos)).toBe(0);

    await discoCheio(false);
    const depois = await api.inject({ method: 'POST', url: '/api/veiculos', payload: VEICULO_VALIDO, headers });
    expect(depois.statusCode).toBe(201);
    expect(await api.db.$count(veiculos)).toBe(1);
  });
});

it('a file system out of space (PGlite writing its pages) is the same 503', () => {
  const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  expect(toErrorResponse(new Error('falha ao gravar', { cause: enospc }))).toEqual({ status: 503, body: { message: 'Sem espaço para gravar. Tente novamente mais tarde.' } });
});
