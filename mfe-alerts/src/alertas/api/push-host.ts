import { getRuntimeConfig } from '@frota/shared';

/** Subscriptions and the public key live on the push API host, which may differ from the API's (SPEC §7). */
export const pushHost = () => ({ baseURL: getRuntimeConfig().pushApiBaseUrl });
