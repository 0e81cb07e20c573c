// Attributes the bytes of a built JavaScript file to the npm packages (or workspace packages) its source
// map names, so a page's weight can be read per package. Minified bytes are exact per source map segment;
// gzip is not separable per package, so each package gets the file's gzip size in proportion to its bytes.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));
const WORKSPACES = ['shell', 'lawfirm-portal', 'creditor-portal', 'shared-ui', 'case-tabs', 'shared-api'];

/** Decodes one segment's base64 VLQ fields. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** 'webpack://shell/../node_modules/@ant-design/cssinjs/es/x.js' → '@ant-design/cssinjs'. */
export function packageOf(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const cut = path.lastIndexOf('node_modules/');
  if (cut !== -1) {
    const parts = path.slice(cut + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '(unknown)');
  }
  const workspace = path.split('/').find((part) => WORKSPACES.includes(part));
  if (workspace) return workspace;
  return path.startsWith('webpack/') || path.includes('webpack/runtime')
    ? '(bundler runtime)'
    : "(the app's own code)";
}

/** Characters of `code` per package, from the source map `map` (a parsed JSON object). */
export function bytesByPackage(code, map) {
  const totals = new Map();
  const add = (name, count) => totals.set(name, (totals.get(name) ?? 0) + count);
  const lines = code.split('\n');
  const mappingLines = (map.mappings ?? '').split(';');
  let sourceIndex = 0;
  for (let line = 0; line < lines.length; line++) {
    const text = lines[line] ?? '';
    const segments = (mappingLines[line] ?? '').split(',').filter(Boolean);
    let column = 0;
    const starts = [];
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      let source = null;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        source = sourceIndex;
      }
      starts.push({ column, source });
    }
    if (starts.length === 0 || (starts[0]?.column ?? 0) > 0)
      add('(unmapped)', Math.min(text.length, starts[0]?.column ?? text.length));
    for (let i = 0; i < starts.length; i++) {
      const from = starts[i]?.column ?? 0;
      const to = starts[i + 1]?.column ?? text.length;
      const source = starts[i]?.source;
      add(
        source === null || source === undefined ? '(unmapped)' : packageOf(map.sources[source] ?? ''),
        to - from,
      );
    }
    add('(unmapped)', 1); // the newline
  }
  return totals;
}
