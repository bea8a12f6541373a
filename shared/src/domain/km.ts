import { formatNumber } from './format';

// The words of the km read from the trackers (issue 35): the API's answers and alerts, the vehicle page's last contact.

export const KM_MSG = {
  tokenInvalido: 'Token do Traccar inválido ou ausente.',
  semToken: 'A integração com o Traccar está desligada: defina TRACCAR_TOKEN no servidor.',
  dispositivoNaoEncontrado: 'Dispositivo desconhecido não encontrado.',
  rastreadorNaoEncontrado: 'Rastreador não encontrado.',
  codigoEmUso: 'Já existe um rastreador com este código de identificação',
  leituraSuspeita: (placa: string, km: number, ultima: number) =>
    `Leitura de km suspeita em ${placa}: ${formatNumber(km)} km depois de ${formatNumber(ultima)} km`,
  semContato: (placa: string, dispositivo: string) => `Rastreador sem contato: ${dispositivo} de ${placa} não envia posição há mais de 24 h`,
} as const;

const MINUTO = 60_000;

/** "há 5 min", "há 3 h", "há 2 dias" (never "há 0 min": a contact in the last minute is "há 1 min"). */
export function haQuanto(em: string | Date, agora: Date = new Date()): string {
  const minutos = Math.max(1, Math.floor((agora.getTime() - new Date(em).getTime()) / MINUTO));
  if (minutos < 60) return `há ${String(minutos)} min`;
  const horas = Math.floor(minutos / 60);
  if (horas < 24) return `há ${String(horas)} h`;
  const dias = Math.floor(horas / 24);
  return `há ${String(dias)} ${dias === 1 ? 'dia' : 'dias'}`;
}

/** "Último contato há 5 min", as the vehicle page says it. */
export const ultimoContatoHa = (em: string | Date, agora: Date = new Date()) => `Último contato ${haQuanto(em, agora)}`;

/** OpenStreetMap at the position, zoomed to the street. */
export function linkOpenStreetMap(latitude: number, longitude: number): string {
  const lat = String(latitude);
  const lon = String(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
