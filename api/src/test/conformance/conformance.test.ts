import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, endpointOf, ENTITY_NAMES, entityTexts, ENUMS, fieldsOf, MSG, optionValues } from '@frota/shared/domain';
import { useApiTest } from '../helpers';
import type { Row } from '../resource-requests';
import { CONFORMANCE, referencedBy, type Conformance, type Refs } from './resources';

// The contract every CRUD resource of the API keeps (SPEC §6, §7), run over the table in ./resources.
// Each resource's own test file keeps only what is particular to it.

const api = useApiTest();

const INVALID_DATA = 'Dados inválidos';
const INVISIBLE = ' \u00a0\u200b\u200d\u2060\ufeff\t';
// an option's value is no text: an empty one is refused as an option
const ENUM_VALUES = new Set<unknown>([
  ...Object.values(ENUMS).flatMap((e) => e.values),
  ...ENTITY_NAMES.flatMap((entity) => Object.values(fieldsOf(entity)).flatMap((field) => (field.kind === 'opcao' ? optionValues(field) : []))),
]);
const BY_NAME = new Map<string, Conformance>(CONFORMANCE.map((c) => [c.resource.name, c]));

it('the table has one entry per resource the API serves with GET, POST and PUT', async () => {
  const res = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = res.json().paths as Record<string, Record<string, unknown>>;
  const served = Object.keys(paths)
    .map((path) => /^\/api\/([^/]+)$/.exec(path)?.[1])
    .filter((name): name is string => name !== undefined && ['get', 'post'].every((m) => m in paths[`/api/${name}`]!))
    .filter((name) => ['get', 'put'].every((m) => m in (paths[`/api/${name}/{id}`] ?? {})))
    // staff accounts are not an entity of the registry: no delete, a password answered once (src/usuarios)
    .filter((name) => name !== 'usuarios');
  expect(served.sort()).toEqual(CONFORMANCE.map((c) => endpointOf(c.resource.name).slice(1)).sort());
});

describe.each(CONFORMANCE.map((c) => [c.resource.name, c] as const))('/api/%s', (name, c: Conformance) => {
  const url = `/api${endpointOf(name)}`;
  const count = () => api.db.$count(c.resource.table);

  const validBody = async (n: number) => c.body(await c.refs(api.db, n), n);

  async function create(n: number, refs?: Refs): Promise<Row> {
    const res = await api.inject({ method: 'POST', url, payload: refs ? c.body(refs, n) : await validBody(n) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Row>();
  }

  async function createMany(howMany: number): Promise<Row[]> {
    const rows: Row[] = [];
    for (let n = 0; n < howMany; n++) rows.push(await create(n));
    return rows;
  }

  async function ids(query: string): Promise<number[]> {
    const res = await api.inject({ method: 'GET', url: `${url}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Row[]>().map((row) => row.id);
  }

  const versao = 2;
  const read = (id: number) => api.inject({ method: 'GET', url: `${url}/${id}` });

  describe('GET list', () => {
    it('answers every row, newest first and as GET by id answers it, with the total header', async () => {
      const rows = await createMany(3);
      const res = await api.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.json()).toEqual([...rows].reverse());
      expect(res.json()).toEqual(await Promise.all([...rows].reverse().map(async (l) => (await read(l.id)).json())));
    });

    it(`pages with ?page and ?pageSize, ${String(DEFAULT_PAGE_SIZE)} rows a page by default, the total still of every row`, async () => {
      const newest = (await createMany(DEFAULT_PAGE_SIZE + 1)).map((l) => l.id).reverse();
      const page = await api.inject({ method: 'GET', url: `${url}?page=2&pageSize=5` });
      expect(page.headers['x-total-count']).toBe(String(DEFAULT_PAGE_SIZE + 1));
      expect(page.json<Row[]>().map((l) => l.id)).toEqual(newest.slice(5, 10));
      expect(page.headers.link).toBe(`<${url}?page=3&pageSize=5>; rel="next"`);
      expect((await api.inject({ method: 'GET', url: `${url}?page=2` })).headers.link).toBeUndefined();
      expect(await ids('?page=1')).toEqual(newest.slice(0, DEFAULT_PAGE_SIZE));
      expect(await ids('?page=2')).toEqual(newest.slice(DEFAULT_PAGE_SIZE));
      expect(await ids('?page=3')).toEqual([]);
    });

    it(`sorts by ${c.sortKey} either way, and by id with ?order= alone`, async () => {
      expect(Object.keys(c.resource.sortable ?? {})).toContain(c.sortKey);
      const [a, b, d] = (await createMany(3)).map((l) => l.id);
      expect(await ids(`?sort=${c.sortKey}`)).toEqual([b, a, d]);
      expect(await ids(`?sort=${c.sortKey}&order=asc`)).toEqual([b, a, d]);
      expect(await ids(`?sort=${c.sortKey}&order=desc`)).toEqual([d, a, b]);
      expect(await ids('?order=asc')).toEqual([a, b, d]);
      expect(await ids('?sort=id')).toEqual([a, b, d]);
    });

    it(`searches ?q=${c.search} in any case, and takes LIKE wildcards as text`, async () => {
      const [, second] = await createMany(3);
      const res = await api.inject({ method: 'GET', url: `${url}?q=${encodeURIComponent(c.search)}` });
      expect(res.headers['x-total-count']).toBe('1');
      expect(res.json<Row[]>().map((l) => l.id)).toEqual([second!.id]);
      expect(await ids('?q=%25')).toEqual([]);
      expect(await ids('?q=_')).toEqual([]);
    });

    it.each([
      ['pageSize=501', 'pageSize'],
      ['page=0', 'page'],
      ['sort=senha', 'sort'],
      ['order=up', 'order'],
    ])('refuses ?%s with a field message', async (query, field) => {
      const res = await api.inject({ method: 'GET', url: `${url}?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    });

    const badFilters = Object.entries(c.badFilters ?? {});
    if (badFilters.length) {
      it.each(badFilters)('refuses its own filter ?%s with the field message', async (query, errors) => {
        const res = await api.inject({ method: 'GET', url: `${url}?${query}` });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: INVALID_DATA, errors });
      });
    }

    it('answers 401 without a session', async () => {
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  });

  describe('POST', () => {
    it('answers 201 with the row at version 1 and its ETag; GET by id answers the same row and ETag', async () => {
      const res = await api.inject({ method: 'POST', url, payload: await validBody(0) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ id: 1, versao: 1 });
      expect(res.headers.etag).toBe('"1"');
      const lido = await read(1);
      expect(lido.statusCode).toBe(200);
      expect(lido.headers.etag).toBe('"1"');
      expect(lido.json()).toEqual(res.json());
    });

    // other unknown fields: security/input.test
    it('takes neither the id nor the version from the body', async () => {
      const res = await api.inject({ method: 'POST', url, payload: { ...(await validBody(0)), id: 99, versao: 7 } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ id: 1, versao: 1 });
    });

    it('a repeat with the same Idempotency-Key writes once and answers the same', async () => {
      const payload = await validBody(0);
      const post = () => api.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': `conformidade-${name}` } });
      const first = await post();
      expect(first.statusCode, first.body).toBe(201);
      const repeat = await post();
      expect(repeat.statusCode).toBe(201);
      expect(repeat.body).toBe(first.body);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(await count()).toBe(1);
    });

    it('answers 400 with the message of every required field for an empty body, and stores nothing', async () => {
      const res = await api.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_DATA, errors: c.required });
      expect(await count()).toBe(0);
    });

    it.each(Object.entries(c.required))('answers 400 on %s alone when it is missing: "%s"', async (field, message) => {
      const { [field]: _omit, ...withoutField } = await validBody(0);
      const res = await api.inject({ method: 'POST', url, payload: withoutField });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_DATA, errors: { [field]: message } });
      expect(await count()).toBe(0);
    });

    // issue 18: text that only looks filled (spaces, no-break spaces, zero-width characters) is empty
    const textFields = async () => Object.entries(await validBody(0)).filter(([, value]) => typeof value === 'string' && !ENUM_VALUES.has(value));
    it('answers 400 on a required text made only of spaces or invisible characters, as when it is missing', async () => {
      const body = await validBody(0);
      const fields = (await textFields()).filter(([field]) => field in c.required);
      for (const [field] of fields) {
        const res = await api.inject({ method: 'POST', url, payload: { ...body, [field]: INVISIBLE } });
        expect(res.statusCode, field).toBe(400);
        expect(res.json(), field).toEqual({ message: INVALID_DATA, errors: { [field]: c.required[field] } });
      }
      expect(await count()).toBe(0);
    });

    if (c.optional.length) {
      it(`takes ${c.optional.join(', ')} left out or empty as null`, async () => {
        const nulls = Object.fromEntries(c.optional.map((field) => [field, null]));
        const withoutThem = Object.fromEntries(Object.entries(await validBody(0)).filter(([field]) => !c.optional.includes(field)));
        const omitted = await api.inject({ method: 'POST', url, payload: withoutThem });
        expect(omitted.statusCode, omitted.body).toBe(201);
        expect(omitted.json()).toMatchObject(nulls);
        const empties = Object.fromEntries(c.optional.map((field) => [field, '']));
        const sentEmpty = await api.inject({ method: 'POST', url, payload: { ...(await validBody(2)), ...empties } });
        expect(sentEmpty.statusCode, sentEmpty.body).toBe(201);
        expect(sentEmpty.json()).toMatchObject(nulls);
      });
    }

    if (c.nonNegative.length) {
      it(`accepts 0 and refuses a negative in ${c.nonNegative.join(', ')}`, async () => {
        const refs = await c.refs(api.db, 0);
        const zeros = Object.fromEntries(c.nonNegative.map((field) => [field, 0]));
        const zeroed = await api.inject({ method: 'POST', url, payload: { ...c.body(refs, 0), ...zeros } });
        expect(zeroed.statusCode, zeroed.body).toBe(201);
        expect(zeroed.json()).toMatchObject(zeros);
        for (const field of c.nonNegative) {
          const res = await api.inject({ method: 'POST', url, payload: { ...c.body(refs, 1), [field]: -1 } });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ message: INVALID_DATA, errors: { [field]: MSG.naoNegativo } });
        }
        expect(await count()).toBe(1);
      });
    }

    const unique = c.unique;
    if (unique) {
      it(`answers 409 to POST and PUT of a ${unique.field} in use, however typed, naming the field`, async () => {
        await create(0);
        const refs = await c.refs(api.db, 2);
        const conflict = { message: unique.message, errors: { [unique.field]: unique.message } };
        const res = await api.inject({ method: 'POST', url, payload: { ...c.body(refs, 2), [unique.field]: unique.sameValue } });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual(conflict);
        expect(await count()).toBe(1);
        const { id } = await create(2, refs);
        const put = await api.inject({ method: 'PUT', url: `${url}/${id}`, payload: { ...c.body(refs, 2), [unique.field]: unique.sameValue } });
        expect(put.statusCode).toBe(409);
        expect(put.json()).toEqual(conflict);
      });
    }

    const foreignKeyFields = Object.keys(c.resource.foreignKeys ?? {});
    if (foreignKeyFields.length) {
      it(`answers 400 to POST and PUT naming ${foreignKeyFields.join(' or ')} when it refers to no row, and writes nothing`, async () => {
        const refs = await c.refs(api.db, 0);
        for (const field of foreignKeyFields) {
          const referenced = referencedBy(c.resource, field);
          const payload = { ...c.body(refs, 0), [field]: 4242 };
          const error = { message: INVALID_DATA, errors: { [field]: BY_NAME.get(referenced)?.notFound ?? entityTexts[referenced].notFound } };
          const res = await api.inject({ method: 'POST', url, payload });
          expect(res.statusCode, field).toBe(400);
          expect(res.json()).toEqual(error);
          expect(await count()).toBe(0);
          const { id } = await create(0, refs);
          const put = await api.inject({ method: 'PUT', url: `${url}/${id}`, payload });
          expect(put.statusCode, field).toBe(400);
          expect(put.json()).toEqual(error);
          // an optional reference the body leaves out stays empty
          expect((await read(id)).json()).toMatchObject({ versao: 1, [field]: refs[field] ?? null });
          await api.db.delete(c.resource.table);
        }
      });
    }
  });

  describe('by id', () => {
    it.each(c.deletes ? (['GET', 'PUT', 'DELETE'] as const) : (['GET', 'PUT'] as const))(
      `%s of an unknown id answers 404 "${c.notFound}"`,
      async (method) => {
        const res = await api.inject({ method, url: `${url}/999`, ...(method === 'PUT' ? { payload: await validBody(0) } : {}) });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: c.notFound });
      },
    );

    it('answers 404, not 412, to a PUT with If-Match of a row that does not exist', async () => {
      const res = await api.inject({ method: 'PUT', url: `${url}/999`, payload: await validBody(0), headers: { 'if-match': '"1"' } });
      expect(res.statusCode).toBe(404);
    });

    it.each(['abc', '1.5', '-1', '0', '99999999999'])('answers 400, not 500, to the id %j', async (id) => {
      const res = await api.inject({ method: 'GET', url: `${url}/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_DATA, errors: { id: MSG.idInvalido } });
    });
  });

  describe('PUT', () => {
    it(`changes the row and grows its version (to ${String(versao)}), answered as the new ETag`, async () => {
      const refs = await c.refs(api.db, 0);
      const { id } = await create(0, refs);
      const res = await api.inject({ method: 'PUT', url: `${url}/${id}`, payload: { ...c.body(refs, 0), ...c.update.body } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, versao, ...c.update.answer });
      expect(res.headers.etag).toBe(`"${String(versao)}"`);
      const lido = await read(id);
      expect(lido.json()).toEqual(res.json());
      expect(lido.headers.etag).toBe(`"${String(versao)}"`);
    });

    it('validates as POST does: an empty body answers 400 with the required fields', async () => {
      const { id } = await create(0);
      const res = await api.inject({ method: 'PUT', url: `${url}/${id}`, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_DATA, errors: c.required });
    });

    it('with If-Match writes only at that version: a stale one answers 412 and changes nothing, the current one writes', async () => {
      const refs = await c.refs(api.db, 0);
      const { id } = await create(0, refs);
      const put = (ifMatch: string, mudancas: Record<string, unknown>) =>
        api.inject({ method: 'PUT', url: `${url}/${id}`, payload: { ...c.body(refs, 0), ...mudancas }, headers: { 'if-match': ifMatch } });
      const current = await put('"1"', c.update.body);
      expect(current.statusCode, current.body).toBe(200);
      expect(current.headers.etag).toBe(`"${String(versao)}"`);
      const stale = await put('"1"', {});
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toEqual({ message: MSG.registroAlterado });
      expect(stale.headers.etag).toBeUndefined();
      expect((await read(id)).json()).toMatchObject({ versao, ...c.update.answer });
      // each write grows the version alike
      const next = await put(`"${String(versao)}"`, {});
      expect(next.statusCode, next.body).toBe(200);
      expect(next.headers.etag).toBe(`"${String(versao + (versao - 1))}"`);
    });
  });

  if (c.deletes) {
    describe('DELETE', () => {
      it('deletes the row (204); it is gone for GET and DELETE', async () => {
        const { id } = await create(0);
        const res = await api.inject({ method: 'DELETE', url: `${url}/${id}` });
        expect(res.statusCode).toBe(204);
        expect((await read(id)).statusCode).toBe(404);
        expect((await api.inject({ method: 'DELETE', url: `${url}/${id}` })).statusCode).toBe(404);
        expect(await count()).toBe(0);
      });

      it('with If-Match deletes only at that version: a stale one answers 412 and keeps the row', async () => {
        const refs = await c.refs(api.db, 0);
        const { id } = await create(0, refs);
        expect((await api.inject({ method: 'PUT', url: `${url}/${id}`, payload: c.body(refs, 0) })).statusCode).toBe(200);
        const stale = await api.inject({ method: 'DELETE', url: `${url}/${id}`, headers: { 'if-match': '"1"' } });
        expect(stale.statusCode).toBe(412);
        expect(stale.json()).toEqual({ message: MSG.registroAlterado });
        expect(await count()).toBe(1);
        const current = await api.inject({ method: 'DELETE', url: `${url}/${id}`, headers: { 'if-match': `"${String(versao)}"` } });
        expect(current.statusCode).toBe(204);
        expect(await count()).toBe(0);
      });

      const blockers = c.blockers;
      if (blockers) {
        const labels = Object.keys(blockers.dependents);

        it('the table names every reference the definition checks', () => {
          if (c.resource.references) expect(labels).toEqual(c.resource.references.map((r) => r.label));
        });

        it.each(labels)(`refuses with 409 while the row has %s, naming them in "${blockers.message} …"`, async (label) => {
          const { id } = await create(0);
          await blockers.dependents[label]!(api.db, id);
          const res = await api.inject({ method: 'DELETE', url: `${url}/${id}` });
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({ message: `${blockers.message} ${label}.` });
          expect((await read(id)).statusCode).toBe(200);
        });

        if (blockers.all) {
          const all = blockers.all;
          it(`names everything the row has: "${blockers.message} ${all}."`, async () => {
            const { id } = await create(0);
            for (const insert of Object.values(blockers.dependents)) await insert(api.db, id);
            const res = await api.inject({ method: 'DELETE', url: `${url}/${id}` });
            expect(res.statusCode).toBe(409);
            expect(res.json()).toEqual({ message: `${blockers.message} ${all}.` });
            // by id, not by count: a dependent may bring a row of this table of its own (a vistoria's contract, its car)
            expect((await read(id)).statusCode).toBe(200);
          });
        }
      }
    });
  } else {
    it('refuses DELETE with 405 and the methods it allows: the row stays', async () => {
      const { id } = await create(0);
      const res = await api.inject({ method: 'DELETE', url: `${url}/${id}` });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, PUT');
      expect(res.json()).toEqual({ message: 'Método não permitido' });
      expect(await count()).toBe(1);
    });
  }

  it(`documents GET and POST, and GET, PUT${c.deletes ? ' and DELETE' : ''} by id, in the OpenAPI document`, async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths[url] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths[`${url}/{id}`] ?? {}).sort()).toEqual(c.deletes ? ['delete', 'get', 'put'] : ['get', 'put']);
  });
});
