import { describe, expect, it } from 'vitest';
import { linkOpenStreetMap, ultimoContatoHa } from './km';

describe('ultimoContatoHa', () => {
  const agora = new Date('2026-11-29T15:00:00Z');
  const antes = (ms: number) => new Date(agora.getTime() - ms).toISOString();

  it('says minutes under an hour, hours under a day, then days', () => {
    expect(ultimoContatoHa(antes(10_000), agora)).toBe('Último contato há 1 min');
    expect(ultimoContatoHa(antes(5 * 60_000 + 30_000), agora)).toBe('Último contato há 5 min');
    expect(ultimoContatoHa(antes(59 * 60_000), agora)).toBe('Último contato há 59 min');
    expect(ultimoContatoHa(antes(3 * 3_600_000 + 59 * 60_000), agora)).toBe('Último contato há 3 h');
    expect(ultimoContatoHa(antes(24 * 3_600_000), agora)).toBe('Último contato há 1 dia');
    expect(ultimoContatoHa(antes(50 * 3_600_000), agora)).toBe('Último contato há 2 dias');
  });
});

describe('linkOpenStreetMap', () => {
  it('opens the map at the position, at street zoom', () => {
    expect(linkOpenStreetMap(-23.55052, -46.633308)).toBe('https://www.openstreetmap.org/?mlat=-23.55052&mlon=-46.633308#map=17/-23.55052/-46.633308');
  });
});
