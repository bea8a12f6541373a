import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MSG } from '@frota/shared/domain';
import { useApiTest } from '../helpers';
import { CONFORMIDADE, REFERENCIADO, type Conformidade, type Refs } from './recursos';

// The contract every CRUD resource of the API keeps (SPEC §6, §7), run over the table in ./recursos.
// Each resource's own test file keeps only what is particular to it.

const api = useApiTest();

type Linha = Record<string, unknown> & { id: number };

const DADOS_INVALIDOS = 'Dados inválidos';
const POR_NOME = new Map(CONFORMIDADE.map((c) => [c.recurso.name, c]));

it('the table has one entry per resource the API serves with GET, POST and PUT', async () => {
  const res = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = res.json().paths as Record<string, Record<string, unknown>>;
  const recursos = Object.keys(paths)
    .map((path) => /^\/api\/([^/]+)$/.exec(path)?.[1])
    .filter((nome): nome is string => nome !== undefined && ['get', 'post'].every((m) => m in paths[`/api/${nome}`]!))
    .filter((nome) => ['get', 'put'].every((m) => m in (paths[`/api/${nome}/{id}`] ?? {})));
  expect(recursos.sort()).toEqual(CONFORMIDADE.map((c) => c.recurso.name).sort());
});

describe.each(CONFORMIDADE.map((c) => [c.recurso.name, c] as const))('/api/%s', (nome, c: Conformidade) => {
  const url = `/api/${nome}`;
  const contar = () => api.db.$count(c.recurso.table);

  const corpo = async (n: number) => c.corpo(await c.referencias(api.db, n), n);

  async function criar(n: number, refs?: Refs): Promise<Linha> {
    const res = await api.inject({ method: 'POST', url, payload: refs ? c.corpo(refs, n) : await corpo(n) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Linha>();
  }

  async function criarVarias(quantas: number): Promise<Linha[]> {
    const linhas: Linha[] = [];
    for (let n = 0; n < quantas; n++) linhas.push(await criar(n));
    return linhas;
  }

  async function ids(query: string): Promise<number[]> {
    const res = await api.inject({ method: 'GET', url: `${url}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Linha[]>().map((row) => row.id);
  }

  const versao = c.versaoAposPut ?? 2;
  const ler = (id: number) => api.inject({ method: 'GET', url: `${url}/${id}` });

  describe('GET list', () => {
    it('answers every row, newest first and as GET by id answers it, with the total header', async () => {
      const linhas = await criarVarias(3);
      const res = await api.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.json()).toEqual([...linhas].reverse());
      expect(res.json()).toEqual(await Promise.all([...linhas].reverse().map(async (l) => (await ler(l.id)).json())));
    });

    it(`pages with ?page and ?pageSize, ${String(DEFAULT_PAGE_SIZE)} rows a page by default, the total still of every row`, async () => {
      const recentes = (await criarVarias(DEFAULT_PAGE_SIZE + 1)).map((l) => l.id).reverse();
      const pagina = await api.inject({ method: 'GET', url: `${url}?page=2&pageSize=5` });
      expect(pagina.headers['x-total-count']).toBe(String(DEFAULT_PAGE_SIZE + 1));
      expect(pagina.json<Linha[]>().map((l) => l.id)).toEqual(recentes.slice(5, 10));
      expect(await ids('?page=1')).toEqual(recentes.slice(0, DEFAULT_PAGE_SIZE));
      expect(await ids('?page=2')).toEqual(recentes.slice(DEFAULT_PAGE_SIZE));
      expect(await ids('?page=3')).toEqual([]);
    });

    it(`sorts by ${c.ordenacao} either way, and by id with ?order= alone`, async () => {
      expect(Object.keys(c.recurso.sortable ?? {})).toContain(c.ordenacao);
      const [a, b, d] = (await criarVarias(3)).map((l) => l.id);
      expect(await ids(`?sort=${c.ordenacao}`)).toEqual([b, a, d]);
      expect(await ids(`?sort=${c.ordenacao}&order=asc`)).toEqual([b, a, d]);
      expect(await ids(`?sort=${c.ordenacao}&order=desc`)).toEqual([d, a, b]);
      expect(await ids('?order=asc')).toEqual([a, b, d]);
      expect(await ids('?sort=id')).toEqual([a, b, d]);
    });

    it(`searches ?q=${c.busca} in any case, and takes LIKE wildcards as text`, async () => {
      const [, segunda] = await criarVarias(3);
      const res = await api.inject({ method: 'GET', url: `${url}?q=${encodeURIComponent(c.busca)}` });
      expect(res.headers['x-total-count']).toBe('1');
      expect(res.json<Linha[]>().map((l) => l.id)).toEqual([segunda!.id]);
      expect(await ids('?q=%25')).toEqual([]);
      expect(await ids('?q=_')).toEqual([]);
    });

    it.each([
      ['pageSize=101', 'pageSize'],
      ['page=0', 'page'],
      ['sort=senha', 'sort'],
      ['order=up', 'order'],
    ])('refuses ?%s with a field message', async (query, field) => {
      const res = await api.inject({ method: 'GET', url: `${url}?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    });

    const consultasInvalidas = Object.entries(c.consultasInvalidas ?? {});
    if (consultasInvalidas.length) {
      it.each(consultasInvalidas)('refuses its own filter ?%s with the field message', async (query, errors) => {
        const res = await api.inject({ method: 'GET', url: `${url}?${query}` });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: DADOS_INVALIDOS, errors });
      });
    }

    it('answers 401 without a session', async () => {
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  });

  describe('POST', () => {
    it('answers 201 with the row at version 1 and its ETag; GET by id answers the same row and ETag', async () => {
      const res = await api.inject({ method: 'POST', url, payload: await corpo(0) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ id: 1, versao: 1 });
      expect(res.headers.etag).toBe('"1"');
      const lido = await ler(1);
      expect(lido.statusCode).toBe(200);
      expect(lido.headers.etag).toBe('"1"');
      expect(lido.json()).toEqual(res.json());
    });

    // other unknown fields: seguranca/entrada.test
    it('takes neither the id nor the version from the body', async () => {
      const res = await api.inject({ method: 'POST', url, payload: { ...(await corpo(0)), id: 99, versao: 7 } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ id: 1, versao: 1 });
    });

    it('a repeat with the same Idempotency-Key writes once and answers the same', async () => {
      const payload = await corpo(0);
      const post = () => api.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': `conformidade-${nome}` } });
      const primeira = await post();
      expect(primeira.statusCode, primeira.body).toBe(201);
      const repetida = await post();
      expect(repetida.statusCode).toBe(201);
      expect(repetida.body).toBe(primeira.body);
      expect(repetida.headers['idempotent-replayed']).toBe('true');
      expect(await contar()).toBe(1);
    });

    it('answers 400 with the message of every required field for an empty body, and stores nothing', async () => {
      const res = await api.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: DADOS_INVALIDOS, errors: c.obrigatorios });
      expect(await contar()).toBe(0);
    });

    it.each(Object.entries(c.obrigatorios))('answers 400 on %s alone when it is missing: "%s"', async (campo, mensagem) => {
      const { [campo]: _omit, ...semCampo } = await corpo(0);
      const res = await api.inject({ method: 'POST', url, payload: semCampo });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: DADOS_INVALIDOS, errors: { [campo]: mensagem } });
      expect(await contar()).toBe(0);
    });

    if (c.opcionais.length) {
      it(`takes ${c.opcionais.join(', ')} left out or empty as null`, async () => {
        const nulos = Object.fromEntries(c.opcionais.map((campo) => [campo, null]));
        const semEles = Object.fromEntries(Object.entries(await corpo(0)).filter(([campo]) => !c.opcionais.includes(campo)));
        const omitidos = await api.inject({ method: 'POST', url, payload: semEles });
        expect(omitidos.statusCode, omitidos.body).toBe(201);
        expect(omitidos.json()).toMatchObject(nulos);
        const vazios = Object.fromEntries(c.opcionais.map((campo) => [campo, '']));
        const enviadosVazios = await api.inject({ method: 'POST', url, payload: { ...(await corpo(2)), ...vazios } });
        expect(enviadosVazios.statusCode, enviadosVazios.body).toBe(201);
        expect(enviadosVazios.json()).toMatchObject(nulos);
      });
    }

    if (c.naoNegativos.length) {
      it(`accepts 0 and refuses a negative in ${c.naoNegativos.join(', ')}`, async () => {
        const refs = await c.referencias(api.db, 0);
        const zeros = Object.fromEntries(c.naoNegativos.map((campo) => [campo, 0]));
        const zerado = await api.inject({ method: 'POST', url, payload: { ...c.corpo(refs, 0), ...zeros } });
        expect(zerado.statusCode, zerado.body).toBe(201);
        expect(zerado.json()).toMatchObject(zeros);
        for (const campo of c.naoNegativos) {
          const res = await api.inject({ method: 'POST', url, payload: { ...c.corpo(refs, 1), [campo]: -1 } });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ message: DADOS_INVALIDOS, errors: { [campo]: MSG.naoNegativo } });
        }
        expect(await contar()).toBe(1);
      });
    }

    const unico = c.unico;
    if (unico) {
      it(`answers 409 to POST and PUT of a ${unico.campo} in use, however typed, naming the field`, async () => {
        await criar(0);
        const refs = await c.referencias(api.db, 2);
        const conflito = { message: unico.mensagem, errors: { [unico.campo]: unico.mensagem } };
        const res = await api.inject({ method: 'POST', url, payload: { ...c.corpo(refs, 2), [unico.campo]: unico.mesmoValor } });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual(conflito);
        expect(await contar()).toBe(1);
        const { id } = await criar(2, refs);
        const put = await api.inject({ method: 'PUT', url: `${url}/${id}`, payload: { ...c.corpo(refs, 2), [unico.campo]: unico.mesmoValor } });
        expect(put.statusCode).toBe(409);
        expect(put.json()).toEqual(conflito);
      });
    }

    const estrangeiras = Object.keys(c.recurso.foreignKeys ?? {});
    if (estrangeiras.length) {
      it(`answers 400 to POST and PUT naming ${estrangeiras.join(' or ')} when it refers to no row, and writes nothing`, async () => {
        const refs = await c.referencias(api.db, 0);
        for (const campo of estrangeiras) {
          const payload = { ...c.corpo(refs, 0), [campo]: 4242 };
          const erro = { message: DADOS_INVALIDOS, errors: { [campo]: POR_NOME.get(REFERENCIADO[campo]!)!.naoEncontrado } };
          const res = await api.inject({ method: 'POST', url, payload });
          expect(res.statusCode, campo).toBe(400);
          expect(res.json()).toEqual(erro);
          expect(await contar()).toBe(0);
          const { id } = await criar(0, refs);
          const put = await api.inject({ method: 'PUT', url: `${url}/${id}`, payload });
          expect(put.statusCode, campo).toBe(400);
          expect(put.json()).toEqual(erro);
          expect((await ler(id)).json()).toMatchObject({ versao: 1, [campo]: refs[campo] });
          await api.db.delete(c.recurso.table);
        }
      });
    }
  });

  describe('by id', () => {
    it.each(c.exclui ? (['GET', 'PUT', 'DELETE'] as const) : (['GET', 'PUT'] as const))(
      `%s of an unknown id answers 404 "${c.naoEncontrado}"`,
      async (method) => {
        const res = await api.inject({ method, url: `${url}/999`, ...(method === 'PUT' ? { payload: await corpo(0) } : {}) });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: c.naoEncontrado });
      },
    );

    it('answers 404, not 412, to a PUT with If-Match of a row that does not exist', async () => {
      const res = await api.inject({ method: 'PUT', url: `${url}/999`, payload: await corpo(0), headers: { 'if-match': '"1"' } });
      expect(res.statusCode).toBe(404);
    });

    it.each(['abc', '1.5', '-1', '0', '99999999999'])('answers 400, not 500, to the id %j', async (id) => {
      const res = await api.inject({ method: 'GET', url: `${url}/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: DADOS_INVALIDOS, errors: { id: MSG.idInvalido } });
    });
  });

  describe('PUT', () => {
    it(`changes the row and grows its version (to ${String(versao)}), answered as the new ETag`, async () => {
      const refs = await c.referencias(api.db, 0);
      const { id } = await criar(0, refs);
      const res = await api.inject({ method: 'PUT', url: `${url}/${id}`, payload: { ...c.corpo(refs, 0), ...c.alteracao.corpo } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, versao, ...c.alteracao.resposta });
      expect(res.headers.etag).toBe(`"${String(versao)}"`);
      const lido = await ler(id);
      expect(lido.json()).toEqual(res.json());
      expect(lido.headers.etag).toBe(`"${String(versao)}"`);
    });

    it('validates as POST does: an empty body answers 400 with the required fields', async () => {
      const { id } = await criar(0);
      const res = await api.inject({ method: 'PUT', url: `${url}/${id}`, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: DADOS_INVALIDOS, errors: c.obrigatorios });
    });

    it('with If-Match writes only at that version: a stale one answers 412 and changes nothing, the current one writes', async () => {
      const refs = await c.referencias(api.db, 0);
      const { id } = await criar(0, refs);
      const put = (ifMatch: string, mudancas: Record<string, unknown>) =>
        api.inject({ method: 'PUT', url: `${url}/${id}`, payload: { ...c.corpo(refs, 0), ...mudancas }, headers: { 'if-match': ifMatch } });
      const atual = await put('"1"', c.alteracao.corpo);
      expect(atual.statusCode, atual.body).toBe(200);
      expect(atual.headers.etag).toBe(`"${String(versao)}"`);
      const velha = await put('"1"', {});
      expect(velha.statusCode).toBe(412);
      expect(velha.json()).toEqual({ message: MSG.registroAlterado });
      expect(velha.headers.etag).toBeUndefined();
      expect((await ler(id)).json()).toMatchObject({ versao, ...c.alteracao.resposta });
      // each write grows the version alike
      const seguinte = await put(`"${String(versao)}"`, {});
      expect(seguinte.statusCode, seguinte.body).toBe(200);
      expect(seguinte.headers.etag).toBe(`"${String(versao + (versao - 1))}"`);
    });
  });

  if (c.exclui) {
    describe('DELETE', () => {
      it('deletes the row (204); it is gone for GET and DELETE', async () => {
        const { id } = await criar(0);
        const res = await api.inject({ method: 'DELETE', url: `${url}/${id}` });
        expect(res.statusCode).toBe(204);
        expect((await ler(id)).statusCode).toBe(404);
        expect((await api.inject({ method: 'DELETE', url: `${url}/${id}` })).statusCode).toBe(404);
        expect(await contar()).toBe(0);
      });

      it('with If-Match deletes only at that version: a stale one answers 412 and keeps the row', async () => {
        const refs = await c.referencias(api.db, 0);
        const { id } = await criar(0, refs);
        expect((await api.inject({ method: 'PUT', url: `${url}/${id}`, payload: c.corpo(refs, 0) })).statusCode).toBe(200);
        const velha = await api.inject({ method: 'DELETE', url: `${url}/${id}`, headers: { 'if-match': '"1"' } });
        expect(velha.statusCode).toBe(412);
        expect(velha.json()).toEqual({ message: MSG.registroAlterado });
        expect(await contar()).toBe(1);
        const atual = await api.inject({ method: 'DELETE', url: `${url}/${id}`, headers: { 'if-match': `"${String(versao)}"` } });
        expect(atual.statusCode).toBe(204);
        expect(await contar()).toBe(0);
      });

      const bloqueio = c.bloqueio;
      if (bloqueio) {
        const rotulos = Object.keys(bloqueio.dependentes);

        it('the table names every reference the definition checks', () => {
          if (c.recurso.references) expect(rotulos).toEqual(c.recurso.references.map((r) => r.label));
        });

        it.each(rotulos)(`refuses with 409 while the row has %s, naming them: "${bloqueio.mensagem} %s."`, async (rotulo) => {
          const { id } = await criar(0);
          await bloqueio.dependentes[rotulo]!(api.db, id);
          const res = await api.inject({ method: 'DELETE', url: `${url}/${id}` });
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({ message: `${bloqueio.mensagem} ${rotulo}.` });
          expect((await ler(id)).statusCode).toBe(200);
        });

        if (bloqueio.todos) {
          const todos = bloqueio.todos;
          it(`names everything the row has: "${bloqueio.mensagem} ${todos}."`, async () => {
            const { id } = await criar(0);
            for (const inserir of Object.values(bloqueio.dependentes)) await inserir(api.db, id);
            const res = await api.inject({ method: 'DELETE', url: `${url}/${id}` });
            expect(res.statusCode).toBe(409);
            expect(res.json()).toEqual({ message: `${bloqueio.mensagem} ${todos}.` });
            expect(await contar()).toBe(1);
          });
        }
      }
    });
  } else {
    it('refuses DELETE with 405 and the methods it allows: the row stays', async () => {
      const { id } = await criar(0);
      const res = await api.inject({ method: 'DELETE', url: `${url}/${id}` });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, PUT');
      expect(res.json()).toEqual({ message: 'Método não permitido' });
      expect(await contar()).toBe(1);
    });
  }

  it(`documents GET and POST, and GET, PUT${c.exclui ? ' and DELETE' : ''} by id, in the OpenAPI document`, async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths[url] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths[`${url}/{id}`] ?? {}).sort()).toEqual(c.exclui ? ['delete', 'get', 'put'] : ['get', 'put']);
  });
});
