// The house's size rules (STYLE.md, issue 28): no source file (src/, scripts/, build/) reaches 450 lines
// (tests included; the generated API types excepted) and no React component, a PascalCase
// function in a .tsx file, is over 250 lines. `npm run lint` runs this.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const FILE_LIMIT = 450;
const COMPONENT_LIMIT = 250;
const GENERATED = new Set(['src/lib/api-types.ts']);
const root = new URL('..', import.meta.url).pathname;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mjs|js|css)$/.test(entry.name)) yield path;
  }
}

/** components yields each top-level PascalCase function of a .tsx file with its line span. */
function* components(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const span = (node) =>
    source.getLineAndCharacterOfPosition(node.getEnd()).line - source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && /^[A-Z]/.test(statement.name.text)) {
      yield { name: statement.name.text, lines: span(statement) };
    }
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer;
        if (ts.isIdentifier(d.name) && /^[A-Z]/.test(d.name.text) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          yield { name: d.name.text, lines: span(statement) };
        }
      }
    }
  }
}

const problems = [];
for (const path of ['src', 'scripts', 'build'].flatMap((dir) => [...sources(join(root, dir))])) {
  const file = relative(root, path);
  if (GENERATED.has(file)) continue;
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines >= FILE_LIMIT) problems.push(`${file}: ${lines} lines (a file stays under ${FILE_LIMIT}; split it by mechanism)`);
  if (file.endsWith('.tsx') && !file.endsWith('.test.tsx')) {
    for (const c of components(file, text)) {
      if (c.lines > COMPONENT_LIMIT) problems.push(`${file}: component ${c.name} is ${c.lines} lines (at most ${COMPONENT_LIMIT})`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
