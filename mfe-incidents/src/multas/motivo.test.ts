import { describe, expect, it } from 'vitest';
import { motivoResumido } from './motivo';

describe('motivoResumido', () => {
  it('keeps a reason of up to 30 characters whole', () => {
    expect(motivoResumido('Estacionar em local proibido')).toBe('Estacionar em local proibido');
    expect(motivoResumido('a'.repeat(30))).toBe('a'.repeat(30));
  });

  it('cuts a longer reason to its first 30 characters', () => {
    expect(motivoResumido('Transitar em velocidade superior à máxima permitida')).toBe('Transitar em velocidade superi...');
    expect(motivoResumido('b'.repeat(31))).toBe(`${'b'.repeat(30)}...`);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(motivoResumido(`${'🚗'.repeat(30)}x`)).toBe(`${'🚗'.repeat(30)}...`);
  });
});
