export { http, configureHttp, loadRuntimeConfig } from './client';
export { browserNavigation } from './navigation';
export { getRuntimeConfig, type RuntimeConfig } from './config';
export { HttpError, isHttpError, isRetryable, isStaleVersion, userMessage } from './http-error';
export { tokenStore } from './token-store';
export { login } from './auth';
export { idempotencyKey, ifMatch, newIdempotencyKey } from './idempotency';
