import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MAX } from './users';

export const NEW_PASSWORD_MIN = 10;
const MIN_SCORE = 3;

export const NEW_PASSWORD_TEXTS = {
  curta: `A senha precisa ter pelo menos ${NEW_PASSWORD_MIN} caracteres.`,
  longa: `A senha pode ter no máximo ${PASSWORD_MAX} caracteres.`,
  espacos: 'A senha não pode ser só espaços.',
  fraca: 'Senha fácil de adivinhar:',
  semDica: 'escolha uma mais longa e menos previsível.',
} as const;

/** The pt-BR sentences of @zxcvbn-ts/language-pt-br that read wrong ("Senha não deve haver nenhum dado pessoal…"), rewritten. */
const FRASES_CORRIGIDAS = {
  warnings: {
    userInputs: 'A senha não deve conter seus dados pessoais nem o nome do sistema.',
    simpleRepeat: 'Caracteres repetidos, como "aaa", são fáceis de adivinhar.',
    extendedRepeat: 'Padrões repetidos, como "abcabcabc", são fáceis de adivinhar.',
    sequences: 'Sequências comuns, como "abc", são fáceis de adivinhar.',
  },
  suggestions: {
    capitalization: 'Use letras maiúsculas também no meio, não só na primeira.',
    reverseWords: 'Evite palavras comuns escritas de trás para a frente.',
    dates: 'Evite datas e anos ligados a você.',
    recentYears: 'Evite anos recentes.',
    sequences: 'Evite sequências comuns de caracteres.',
    pwned: 'Se você usa esta senha em outro lugar, troque-a.',
  },
};

// the app's own name is the first word anyone guesses for its accounts
const APP_WORDS = ['frota'];

/** The rules that need no dictionary, for the route's schema: length in characters (code points) and not only spaces. */
export function newPasswordShapeProblem(password: string): string | null {
  const length = [...password].length;
  if (length < NEW_PASSWORD_MIN) return NEW_PASSWORD_TEXTS.curta;
  if (length > PASSWORD_MAX) return NEW_PASSWORD_TEXTS.longa;
  if (password.trim() === '') return NEW_PASSWORD_TEXTS.espacos;
  return null;
}

let estimator: Promise<ZxcvbnFactory> | undefined;

// the dictionaries are a few megabytes: loaded on the first new password, once, and never by the server's start
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-pt-br')]).then(
    ([{ ZxcvbnFactory }, common, ptBr]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...ptBr.dictionary },
        graphs: common.adjacencyGraphs,
        translations: {
          ...ptBr.translations,
          warnings: { ...ptBr.translations.warnings, ...FRASES_CORRIGIDAS.warnings },
          suggestions: { ...ptBr.translations.suggestions, ...FRASES_CORRIGIDAS.suggestions },
        },
      }),
    (err: unknown) => {
      estimator = undefined;
      throw err;
    },
  );
  return estimator;
}

/** The email and its parts ("gestor", "frota"), which a guesser tries first against that account. */
function emailWords(email: string): string[] {
  const normalized = email.trim().toLowerCase();
  return [normalized, ...normalized.split(/[@.+_-]/).filter((part) => part.length >= 3)];
}

/** Why a new password is refused (pt-BR, for the person choosing it), or null when it may be set. */
export async function newPasswordProblem(password: string, email?: string): Promise<string | null> {
  const shape = newPasswordShapeProblem(password);
  if (shape) return shape;
  const zxcvbn = await loadEstimator();
  const { score, feedback } = zxcvbn.check(password, [...APP_WORDS, ...(email ? emailWords(email) : [])]);
  if (score >= MIN_SCORE) return null;
  const reason = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return `${NEW_PASSWORD_TEXTS.fraca} ${reason || NEW_PASSWORD_TEXTS.semDica}`;
}
