// @frota/shared/testing — the screen tests' harness (test files only: production code never imports it,
// and the kit's index does not re-export it).
export { fakeApi, listOf, listWithDelete, type Answer, type FakeApi, type Seen } from './fake-api';
export { captureDownloads, csvAnswer, exportCsv } from './downloads';
export { renderAt } from './render-at';
export { describeResourceScreens, type User } from './resource-screens';
export { describeExposes } from './exposes';
export { openNovaReserva } from './nova-reserva';
export { expectListItems } from './list-items';
export { signedInAs } from './signed-in-as';
export { registroAuditoria } from './registro-auditoria';
