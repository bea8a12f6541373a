import { z } from 'zod';
import { DOCUMENTO_MSG } from '../documentos';
import { inputObjectOf, rowObjectOf } from './entity-zod';

export const documentoInput = inputObjectOf('documentos');
export const documento = rowObjectOf('documentos');
export type Documento = z.infer<typeof documento>;

/** What a paper's file may be, as its bytes say (the API checks them again), and how big. */
export const TIPOS_ARQUIVO_DOCUMENTO = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const ARQUIVO_DOCUMENTO_MAX_BYTES = 10 * 1024 * 1024;

/** A file chosen on the form, sent once the paper is saved. */
export interface ArquivoEscolhido {
  arquivo: Blob;
  nome: string;
}

const escolhido = (v: unknown): v is ArquivoEscolhido => typeof v === 'object' && v !== null && (v as ArquivoEscolhido).arquivo instanceof Blob;

const arquivoEscolhido = z
  .custom<ArquivoEscolhido | ''>((v) => v === '' || escolhido(v), { error: DOCUMENTO_MSG.tipoArquivo })
  .check((ctx) => {
    if (!escolhido(ctx.value)) return;
    const { arquivo } = ctx.value;
    if (!(TIPOS_ARQUIVO_DOCUMENTO as readonly string[]).includes(arquivo.type)) ctx.issues.push({ code: 'custom', message: DOCUMENTO_MSG.tipoArquivo, input: ctx.value });
    else if (arquivo.size > ARQUIVO_DOCUMENTO_MAX_BYTES) ctx.issues.push({ code: 'custom', message: DOCUMENTO_MSG.arquivoGrande, input: ctx.value });
  });

/** The paper's form: its fields, and the photo or PDF chosen to go with it. */
export const documentoFormInput = documentoInput.extend({ arquivo_novo: arquivoEscolhido.optional() });
