import { http } from '@frota/shared';
import { pushHost } from './push-host';

/** GET /push/public-key: the VAPID key a browser subscribes with. */
export async function buscarChavePublica(): Promise<string> {
  return (await http.get<{ publicKey: string }>('/push/public-key', pushHost())).data.publicKey;
}
