// The parser import-x reads a module's imports and exports with (eslint.config.js): the syntax tree alone. The
// project's parser also analyses scopes, which import-x never reads and which cost most of its time over the repo.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- import-x loads a parser with require()
const { parse } = require('@typescript-eslint/typescript-estree');

module.exports = {
  parse: (code, options) => parse(code, { ...options, jsx: /\.tsx$/.test(options.filePath ?? '') }),
};
