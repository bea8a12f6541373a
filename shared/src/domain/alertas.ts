import { formatNumber } from './format';
import type { AlertaManutencao, PushNotification } from './schemas/alerta';

type AlertaTexto = Pick<AlertaManutencao, 'tipo_alerta' | 'quilometragem_alerta' | 'dias_alerta'> & { mensagem?: string | null };

/** The chip and notification line of an alert (SPEC §2, alerts screen); an event alert says its own text. */
export function textoAlerta(alerta: AlertaTexto): string {
  if (alerta.tipo_alerta === 'quilometragem') return `Necessita revisão: ${formatNumber(alerta.quilometragem_alerta)} km rodados`;
  if (alerta.tipo_alerta === 'tempo') return `Necessita revisão: ${formatNumber(alerta.dias_alerta)} dias desde a última`;
  return alerta.mensagem || 'Necessita revisão';
}

/**
 * SPEC §7: one notification per vehicle, titled brand and model, one body line per alert; an alert without a vehicle
 * (a driver's CNH) is a notification of its own.
 */
export function notificacoesDeAlertas(alertas: readonly AlertaManutencao[]): PushNotification[] {
  const porVeiculo = new Map<number, AlertaManutencao[]>();
  const semVeiculo: PushNotification[] = [];
  for (const alerta of alertas) {
    if (alerta.veiculo) porVeiculo.set(alerta.veiculo.id, [...(porVeiculo.get(alerta.veiculo.id) ?? []), alerta]);
    else semVeiculo.push({ title: 'Frota', body: textoAlerta(alerta), data: { ids: [alerta.id] } });
  }
  const doVeiculo = [...porVeiculo.values()].map((lista) => {
    const veiculo = lista[0]!.veiculo!;
    return {
      title: `${veiculo.marca} ${veiculo.modelo}`,
      body: lista.map(textoAlerta).join('\n'),
      data: { veiculoId: veiculo.id, ids: lista.map((a) => a.id) },
    };
  });
  return [...doVeiculo, ...semVeiculo];
}
