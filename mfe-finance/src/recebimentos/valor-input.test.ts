import { describe, expect, it } from 'vitest';
import { lerValor } from './valor-input';

describe('lerValor', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['640.5', 640.5],
    ['89.900', 89900],
    ['300', 300],
    ['0,999', 0.99],
    ['12,', 12],
    ['R$ ', null],
    ['', null],
  ])('reads %j as %j', (texto, valor) => {
    expect(lerValor(texto)).toBe(valor);
  });
});
