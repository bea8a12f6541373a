import { http, idempotencyKey, ifMatch, isHttpError } from '@frota/shared';
import { esquecer, guardar, type Rascunho } from './rascunho';

interface VistoriaSalva {
  id: number;
  versao: number;
  status: 'rascunho' | 'concluida';
}

function corpo(r: Rascunho, status: 'rascunho' | 'concluida') {
  const fotoIds = (numero: number) => r.fotos.filter((f) => f.avaria_numero === numero && f.id !== undefined).map((f) => f.id!);
  return {
    contrato_id: r.contrato_id,
    veiculo_id: r.veiculo_id,
    tipo: r.tipo,
    realizada_em: r.realizada_em,
    quilometragem: r.quilometragem,
    confirmar_km_menor: r.confirmar_km_menor,
    combustivel_oitavos: r.combustivel_oitavos,
    itens: r.itens,
    avarias: r.avarias.map((a) => ({ ...a, foto_ids: fotoIds(a.numero) })),
    observacoes: r.observacoes,
    assinado_por_motorista: r.assinado_por_motorista,
    status,
  };
}

function formulario(foto: Rascunho['fotos'][number]): FormData {
  const dados = new FormData();
  if (foto.angulo) dados.append('angulo', foto.angulo);
  if (foto.avaria_numero !== undefined) dados.append('avaria_numero', String(foto.avaria_numero));
  dados.append('arquivo', new Blob([foto.bytes], { type: foto.tipo }), `${foto.chave}.${foto.tipo === 'image/png' ? 'png' : 'jpg'}`);
  return dados;
}

/**
 * Sends a concluded draft in steps, saving it on the phone after each, so a lost connection resumes where it stopped:
 * the vistoria (as rascunho), each photo, then the conclusion over the version it saw. Every step carries the key it
 * was given once: a step whose answer was lost is answered again by the server, never done twice. Returns the
 * vistoria's id, and forgets the draft.
 */
export async function enviar(r: Rascunho): Promise<number> {
  if (!r.servidor) {
    const { data } = await http.post<VistoriaSalva>('/vistorias', corpo(r, 'rascunho'), { headers: idempotencyKey(r.chaves.criar) });
    r.servidor = { id: data.id, versao: data.versao };
    await guardar(r);
  }
  const { id } = r.servidor;
  for (const foto of r.fotos) {
    if (foto.id !== undefined) continue;
    const { data } = await http.post<{ id: number }>(`/vistorias/${id}/fotos`, formulario(foto), { headers: idempotencyKey(foto.chave) });
    foto.id = data.id;
    await guardar(r);
  }
  const atual = await http.get<VistoriaSalva>(`/vistorias/${id}`);
  if (atual.data.status !== 'concluida') {
    try {
      await http.put(`/vistorias/${id}`, corpo(r, 'concluida'), { headers: { ...ifMatch(atual.data.versao), ...idempotencyKey(r.chaves.concluir) } });
    } catch (error) {
      // concluded by a sending whose answer was lost: the server has it all
      if (!(isHttpError(error) && error.statusCode === 409)) throw error;
    }
  }
  await esquecer(r.chave);
  return id;
}
