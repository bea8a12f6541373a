import { declareRemote } from '@frota/shared/domain';

// What the driver's page shows, read by the shell at run time. Its paths are under /motorista, which the shell
// mounts in the driver's own page and layout, outside the staff's sign-in and menu (issue 37). His sign-in,
// /motorista/entrar, is the shell's static page, as the staff's /login is.
export default declareRemote('motorista', [
  { expose: 'saldo', path: '/motorista', title: 'Saldo' },
  { expose: 'extrato', path: '/motorista/extrato', title: 'Extrato' },
  { expose: 'contrato', path: '/motorista/contrato', title: 'Contrato' },
  { expose: 'multas', path: '/motorista/multas', title: 'Multas' },
  { expose: 'avisos', path: '/motorista/avisos', title: 'Avisos' },
]);
