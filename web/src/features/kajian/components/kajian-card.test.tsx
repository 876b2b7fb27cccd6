import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { Kajian } from '../api/home-queries';
import { KajianCard } from './kajian-card';
import fixture from './testdata/cards.json?raw';
import golden from './testdata/cards.golden.html?raw';

// The server writes the first page's cards into the prerendered home page with its own
// template (internal/server/home_cards.go), and the app then puts its KajianCard in their
// place: the two must be the same markup. testdata/ holds a fixture of tricky sessions as the
// home list sends them (cards.json) and the server's cards for them, one a line
// (cards.golden.html); both are written, and checked to be current, by the Go test
// TestFirstCardsGolden. Here each KajianCard, rendered to static HTML as the prerender step
// renders the app, must be the server's card for the same session.

/**
 * canonical writes an element as a tree, one node a line, after this normalisation:
 * - both sides are parsed as HTML, so how an element closes (`<img/>`, `<img>`), how values
 *   are quoted and how characters are escaped (`&#39;`, `&#x27;`, `'`, `&#43;`) do not count;
 * - attributes are sorted by name (React writes them in the props' order);
 * - comments are dropped, adjacent texts joined, and runs of white space in a text are one
 *   space, as the browser shows them.
 * Everything else counts: the elements and their order, every attribute and its value
 * (classes in their order), every text.
 */
function canonical(node: Node, indent = ''): string {
  if (node.nodeType === Node.TEXT_NODE) return `${indent}${JSON.stringify(node.textContent?.replace(/\s+/g, ' '))}\n`;
  if (!(node instanceof Element)) return '';
  const attributes = Array.from(node.attributes)
    .map((a) => ` ${a.name}=${JSON.stringify(a.value)}`)
    .sort()
    .join('');
  const tag = node.tagName.toLowerCase();
  const children = Array.from(node.childNodes)
    .map((child) => canonical(child, `${indent}  `))
    .join('');
  return `${indent}<${tag}${attributes}>\n${children}${indent}</${tag}>\n`;
}

/** elements parses html and returns its top-level elements, texts and comments joined. */
function elements(html: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.normalize();
  return Array.from(template.content.children);
}

const cards = JSON.parse(fixture) as Kajian[];
const serverCards = elements(golden);

describe("KajianCard is the server's first card", () => {
  it('has a card of the server for each session of the fixture', () => {
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(serverCards).toHaveLength(cards.length);
  });

  it.each(cards.map((k, i) => [k.title, k, i] as const))('%s', (_, k, i) => {
    // A visitor's card: the server writes its cards only into a visitor's page.
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <KajianCard k={k} signedIn={false} />
      </MemoryRouter>,
    );
    const [app] = elements(html);
    const server = serverCards[i];
    expect(app && canonical(app)).toBe(server && canonical(server));
  });
});
