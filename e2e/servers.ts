// The e2e servers: one per Playwright worker, on E2E_PORT, E2E_PORT + 2, … (E2E_PORT + 1 is seguranca.spec.ts's own).
export const WORKERS = 2;
const PORT = Number(process.env.E2E_PORT ?? 3400);

export const serverPort = (worker: number): number => PORT + 2 * worker;
export const serverUrl = (worker: number): string => `http://127.0.0.1:${serverPort(worker)}`;
