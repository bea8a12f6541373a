import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@frota/shared/testing';
import { enviar } from './envio';
import { guardar, lerRascunho, novoRascunho } from './rascunho';

const api = fakeApi();

function rascunhoConcluido() {
  const r = novoRascunho({ contrato_id: 7, veiculo_id: 3, tipo: 'entrega' });
  r.quilometragem = 15300;
  r.combustivel_oitavos = 6;
  r.avarias = [{ numero: 1, x: 0.3, y: 0.2, descricao: 'Risco no para-choque', gravidade: 'leve' }];
  r.fotos = [
    { chave: 'foto-frente', bytes: new TextEncoder().encode('jpeg').buffer, tipo: 'image/jpeg', angulo: 'frente' },
    { chave: 'foto-avaria', bytes: new TextEncoder().encode('jpeg').buffer, tipo: 'image/jpeg', avaria_numero: 1 },
  ];
  r.assinado_por_motorista = 'Ana Souza';
  r.estado = 'enviando';
  return r;
}

describe('enviar', () => {
  it('resumes where a lost connection stopped it: one vistoria, each photo once, every resend under the same key', async () => {
    const r = rascunhoConcluido();
    await guardar(r);
    let fotos = 0;
    let concluida = false;
    api.answer = (req) => {
      if (req.method === 'POST' && req.path === '/api/vistorias') return { status: 201, body: { id: 40, versao: 1, status: 'rascunho' } };
      if (req.method === 'POST' && req.path === '/api/vistorias/40/fotos') {
        fotos += 1;
        // the second photo's first try fails, as a phone that lost the signal
        return fotos === 2 ? { status: 503, body: { message: 'indisponível' } } : { status: 201, body: { id: 100 + fotos } };
      }
      if (req.method === 'GET' && req.path === '/api/vistorias/40') return { status: 200, body: { id: 40, versao: 2, status: concluida ? 'concluida' : 'rascunho' } };
      if (req.method === 'PUT' && req.path === '/api/vistorias/40') {
        concluida = true;
        return { status: 200, body: { id: 40, versao: 3, status: 'concluida' } };
      }
      return { status: 404, body: {} };
    };

    await expect(enviar(r)).rejects.toBeTruthy();
    const guardado = await lerRascunho(r.chave);
    expect(guardado?.servidor).toEqual({ id: 40, versao: 1 });
    expect(guardado?.fotos.map((f) => f.id)).toEqual([101, undefined]);

    expect(await enviar(guardado!)).toBe(40);
    const posts = api.seen.filter((s) => s.method === 'POST');
    expect(posts.filter((s) => s.path === '/api/vistorias')).toHaveLength(1);
    expect(posts.filter((s) => s.path.endsWith('/fotos')).map((s) => s.headers['idempotency-key'])).toEqual(['foto-frente', 'foto-avaria', 'foto-avaria']);
    const put = api.seen.find((s) => s.method === 'PUT')!;
    expect(put.headers['if-match']).toBe('"2"');
    expect(put.body).toMatchObject({ status: 'concluida', quilometragem: 15300, avarias: [{ numero: 1, foto_ids: [103] }] });
    // sent: the draft leaves the phone
    expect(await lerRascunho(r.chave)).toBeUndefined();
  });

  it('takes a 409 on the conclusion as done: an earlier sending concluded it and its answer was lost', async () => {
    const r = rascunhoConcluido();
    r.fotos = [];
    r.servidor = { id: 41, versao: 1 };
    await guardar(r);
    api.answer = (req) => {
      if (req.method === 'GET') return { status: 200, body: { id: 41, versao: 2, status: 'rascunho' } };
      if (req.method === 'PUT') return { status: 409, body: { message: 'Vistoria concluída não pode ser alterada.' } };
      return { status: 404, body: {} };
    };
    expect(await enviar(r)).toBe(41);
    expect(await lerRascunho(r.chave)).toBeUndefined();
  });
});
