import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/** A terminal's input: the parts of `tty.ReadStream` a hidden prompt uses. */
export interface TerminalInput extends Readable {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

export class PromptCancelled extends Error {}

const ENTER = new Set(['\r', '\n']);
const APAGAR = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const ESC = '\u001b';

/**
 * A password without showing it: typed at `prompt` with echo off when `input` is a terminal, otherwise the first
 * line of `input` (a pipe or a file). Null when the input ended before any line.
 */
export function readPassword(input: TerminalInput, output: Writable, prompt: string): Promise<string | null> {
  return input.isTTY && input.setRawMode ? readHidden(input, output, prompt) : readFirstLine(input);
}

async function readFirstLine(input: Readable): Promise<string | null> {
  const lines = createInterface({ input, terminal: false, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return null;
  } finally {
    lines.close();
  }
}

function readHidden(input: TerminalInput, output: Writable, prompt: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = (rest: string, settle: () => void) => {
      input.off('data', onData);
      input.setRawMode!(false);
      input.pause();
      // what came after Enter in the same chunk (typed ahead, or pasted with the confirmation) is the next prompt's
      if (rest) input.unshift(Buffer.from(rest));
      output.write('\n');
      settle();
    };
    const onData = (chunk: Buffer | string) => {
      const chars = [...chunk.toString()];
      // arrow keys and the like: nothing a password holds
      if (chars[0] === ESC) return;
      for (const [i, char] of chars.entries()) {
        const rest = () => chars.slice(i + 1).join('');
        if (ENTER.has(char)) return finish(rest(), () => resolve(typed.join('')));
        if (char === CTRL_C) return finish('', () => reject(new PromptCancelled('Cancelado')));
        if (char === CTRL_D && typed.length === 0) return finish(rest(), () => resolve(null));
        if (APAGAR.has(char)) typed = typed.slice(0, -1);
        else if (char >= ' ') typed.push(char);
      }
    };
    output.write(prompt);
    input.setRawMode!(true);
    input.on('data', onData);
    input.resume();
  });
}

/** Runs a command line's `main` when `moduleUrl` is the script node started: a prompt given up exits 130, an error 1. */
export function runAsScript(moduleUrl: string, main: () => Promise<void>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().catch((err: unknown) => {
    if (err instanceof PromptCancelled) {
      process.exitCode = 130;
      return;
    }
    process.stderr.write(`Erro: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
}
