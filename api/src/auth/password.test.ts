import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyAgainstDummy, verifyPassword } from './password';
import { bearerToken, hashToken, newToken } from './tokens';
import { useProductionHashCost } from '../test/helpers';

describe('password hashing', () => {
  useProductionHashCost();

  it('uses scrypt at the OWASP parameters, with a random salt, in a self-describing string', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const a = await hashPassword('frota2026');
    const b = await hashPassword('frota2026');
    expect(a).toMatch(/^scrypt\$N=131072,r=8,p=1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('frota2026');
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('frota2026');
    expect(await verifyPassword('frota2026', stored)).toBe(true);
    expect(await verifyPassword('frota2027', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('reads the parameters from the stored string, so old hashes keep working after a change', async () => {
    const cheap = await hashPassword('senha', { N: 1024, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$N=1024,/);
    expect(await verifyPassword('senha', cheap)).toBe(true);
  });

  it('refuses malformed or abusive stored strings instead of throwing or burning memory', async () => {
    expect(await verifyPassword('x', 'texto-qualquer')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$N=1000,r=8,p=1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$N=1073741824,r=8,p=1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==')).toBe(false);
  });

  it('spends the same work for an unknown user', async () => {
    expect(await verifyAgainstDummy('qualquer')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as their sha256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('are read only from a well-formed Bearer header', () => {
    const token = newToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken('Bearer curto')).toBeNull();
    expect(bearerToken(`Bearer ${token}x`)).toBeNull();
  });
});
