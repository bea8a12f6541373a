export { http, configureHttp, loadRuntimeConfig } from './client';
export { getRuntimeConfig, onRuntimeConfig, type RuntimeConfig, type RemoteName } from './config';
export { HttpError, isHttpError, isStaleVersion, toHttpError, userMessage } from './http-error';
export { tokenStore } from './token-store';
export { login, logout, isAuthenticated } from './auth';
