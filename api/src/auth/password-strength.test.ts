import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_TEXTS, newPasswordProblem } from './password-strength';

describe('newPasswordProblem', () => {
  it('refuses fewer than 10 characters, counted as code points (an emoji is one)', async () => {
    expect(await newPasswordProblem('frota2026')).toBe(NEW_PASSWORD_TEXTS.curta);
    expect(await newPasswordProblem('')).toBe(NEW_PASSWORD_TEXTS.curta);
    // 9 characters, 10 UTF-16 units
    expect(await newPasswordProblem('🔑kq7#Vd2!')).toBe(NEW_PASSWORD_TEXTS.curta);
    expect(await newPasswordProblem('kq7#Vd2!pw')).toBeNull();
  });

  it('refuses more than 128 characters and a password of spaces only', async () => {
    expect(await newPasswordProblem('Caminhão-azul-na-garagem-7;'.repeat(5).slice(0, 129))).toBe(NEW_PASSWORD_TEXTS.longa);
    expect(await newPasswordProblem('Caminhão-azul-na-garagem-7;'.repeat(5).slice(0, 128))).toBeNull();
    expect(await newPasswordProblem(' '.repeat(12))).toBe(NEW_PASSWORD_TEXTS.espacos);
    expect(await newPasswordProblem('\t \u00a0'.repeat(4))).toBe(NEW_PASSWORD_TEXTS.espacos);
  });

  it('refuses a guessable password with zxcvbn’s feedback in pt-BR', async () => {
    expect(await newPasswordProblem('senha123456')).toBe(
      'Senha fácil de adivinhar: Isso é semelhante a uma senha comumente usada. Adicione mais palavras menos comuns.',
    );
    expect(await newPasswordProblem('1234567890')).toMatch(/^Senha fácil de adivinhar: \S/);
    expect(await newPasswordProblem('aaaaaaaaaaaa')).toMatch(/^Senha fácil de adivinhar: Caracteres repetidos, como "aaa", são fáceis de adivinhar\./);
    expect(await newPasswordProblem('Zebra-Lua-Quarto')).toBeNull();
  });

  it('counts the app’s name and the user’s email as known words', async () => {
    expect(await newPasswordProblem('Frota2026!')).toMatch(/^Senha fácil de adivinhar: /);
    expect(await newPasswordProblem('gestor@frota.com.br', 'gestor@frota.com.br')).toMatch(/^Senha fácil de adivinhar: /);
    expect(await newPasswordProblem('Godofredo2026!')).toBeNull();
    // the package's own sentence reads "Senha não deve haver nenhum dado pessoal…"
    expect(await newPasswordProblem('Godofredo2026!', 'godofredo@empresa.com.br')).toMatch(
      /^Senha fácil de adivinhar: A senha não deve conter seus dados pessoais nem o nome do sistema\./,
    );
  });
});
