// The parser import-x reads a module's imports and exports with (eslint.config.js): the syntax tree alone. The
// project's parser also analyses scopes, which import-x never reads and which cost most of its time over the repo.
// The visitor keys make import-x keep what it read of a module for the rest of the run, instead of reading it again.
/* eslint-disable @typescript-eslint/no-require-imports -- import-x loads a parser with require() */
const { parse } = require('@typescript-eslint/typescript-estree');
const { visitorKeys } = require('@typescript-eslint/visitor-keys');

module.exports = {
  parseForESLint: (code, options) => ({ ast: parse(code, { ...options, jsx: /\.tsx$/.test(options.filePath ?? '') }), visitorKeys }),
};
