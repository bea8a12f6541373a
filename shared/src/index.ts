// @frota/shared — the platform kit, a Module Federation singleton: the apps reach Chakra, the router,
// TanStack Query and the HTTP client only through here, so each loads once. It re-exports ./base, the part the
// sign-in page loads on its own (a singleton too), and adds the domain (a third singleton), the data hooks and
// the screens.
export * from './base';
export * from './domain';
export * from './data';
export * from './ui';
