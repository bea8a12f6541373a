import type { RegistroAuditoria } from '../domain/schemas/auditoria';

/** A row of GET /api/auditoria as the API answers it: Maria changed vehicle 5 (ABC-1D23), 03/11 14:12 in São Paulo. */
export const registroAuditoria = (over: Partial<RegistroAuditoria> = {}): RegistroAuditoria => ({
  id: 1,
  em: '2026-11-03T17:12:00.000Z',
  usuario_id: 2,
  usuario_nome: 'Maria',
  motorista_id: null,
  motorista_nome: null,
  email: null,
  acao: 'alteracao',
  entidade: 'veiculos',
  registro_id: 5,
  registro_nome: 'ABC-1D23',
  registro_pagina: '/veiculos/5/relatorio',
  antes: null,
  depois: null,
  request_id: 'req-1',
  ...over,
});
