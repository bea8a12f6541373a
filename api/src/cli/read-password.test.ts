import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PromptCancelled, readPassword, type TerminalInput } from './read-password';

/** A terminal stand-in: keys are written to it, and it records the raw mode it was put in. */
function fakeTerminal(): { input: TerminalInput & PassThrough; modes: boolean[] } {
  const modes: boolean[] = [];
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: (mode: boolean) => modes.push(mode) });
  return { input, modes };
}

function screen(): { output: PassThrough; shown: () => string } {
  const output = new PassThrough();
  let text = '';
  output.on('data', (c: Buffer) => (text += c.toString()));
  return { output, shown: () => text };
}

describe('readPassword', () => {
  it('from a pipe or a file: the first line, without its line break, and null when it is empty', async () => {
    const { output, shown } = screen();
    expect(await readPassword(Readable.from(['kq7#Vd2!pw\r\n', 'segunda\n']), output, 'Senha: ')).toBe('kq7#Vd2!pw');
    expect(await readPassword(Readable.from(['  com espaços  ']), output, 'Senha: ')).toBe('  com espaços  ');
    expect(await readPassword(Readable.from([]), output, 'Senha: ')).toBeNull();
    // no prompt where nobody types
    expect(shown()).toBe('');
  });

  it('at a terminal: echo off while typing, backspace takes a character, Enter ends, nothing typed is shown', async () => {
    const { input, modes } = fakeTerminal();
    const { output, shown } = screen();
    const read = readPassword(input, output, 'Senha: ');
    input.write('kq7#');
    input.write('Vd2!pX\u007fw');
    input.write('\u001b[D');
    input.write('🔑\r');
    expect(await read).toBe('kq7#Vd2!pw🔑');
    expect(modes).toEqual([true, false]);
    expect(shown()).toBe('Senha: \n');
  });

  it('at a terminal: what follows Enter in one chunk (typed ahead, pasted twice) is the next prompt’s', async () => {
    const { input } = fakeTerminal();
    const { output, shown } = screen();
    const first = readPassword(input, output, 'Senha: ');
    input.write('Zebra-Lua-Quarto\rZebra-Lua-Quarto\r');
    expect(await first).toBe('Zebra-Lua-Quarto');
    expect(await readPassword(input, output, 'Repita a senha: ')).toBe('Zebra-Lua-Quarto');
    expect(shown()).toBe('Senha: \nRepita a senha: \n');
  });

  it('at a terminal: Ctrl-D on an empty line is no password, Ctrl-C cancels', async () => {
    const vazio = fakeTerminal();
    const read = readPassword(vazio.input, screen().output, 'Senha: ');
    vazio.input.write('\u0004');
    expect(await read).toBeNull();

    const cancelado = fakeTerminal();
    const cancel = readPassword(cancelado.input, screen().output, 'Senha: ');
    cancelado.input.write('abc\u0003');
    await expect(cancel).rejects.toBeInstanceOf(PromptCancelled);
    expect(cancelado.modes).toEqual([true, false]);
  });
});
