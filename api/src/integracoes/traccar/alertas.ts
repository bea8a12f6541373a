import type { FastifyInstance } from 'fastify';
import type { PosicaoRegistrada } from './posicao';

/** "Leitura de km suspeita" for the vehicle (wired to the alerts' abrirAlerta once it is on main). */
export async function alertarLeituraSuspeita(app: FastifyInstance, registrada: PosicaoRegistrada): Promise<void> {
  app.log.warn({ registrada }, 'leitura de km suspeita');
}
