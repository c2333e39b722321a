// A strict XML 1.0 reader for the site's own XML files (sitemap, feed): saxes checks
// well-formedness and namespaces as a feed reader or a search engine would, and the result is a
// small element tree with line numbers for the checks to walk.
import { SaxesParser } from 'saxes';

export interface XmlElement {
  /** Local name, without the prefix. */
  name: string;
  /** Namespace URI ('' for none). */
  uri: string;
  attributes: Map<string, string>;
  children: XmlElement[];
  /** The element's own text (child elements' text not included), trimmed. */
  text: string;
  line: number;
}

export type XmlResult = { root: XmlElement } | { error: string; line: number; column: number };

export function readXml(text: string): XmlResult {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  const texts: string[][] = [];
  let root: XmlElement | null = null;
  let error: { error: string; line: number; column: number } | null = null;
  parser.on('error', (e) => {
    // The first error is the one to fix; saxes goes on and would report its consequences.
    error ??= { error: e.message.replace(/^\d+:\d+: /, ''), line: parser.line, column: parser.column };
  });
  parser.on('opentag', (tag) => {
    const attributes = new Map<string, string>();
    for (const attribute of Object.values(tag.attributes)) {
      const key = attribute.uri ? `{${attribute.uri}}${attribute.local}` : attribute.local;
      attributes.set(key, attribute.value);
    }
    const element: XmlElement = {
      name: tag.local,
      uri: tag.uri,
      attributes,
      children: [],
      text: '',
      line: parser.line,
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
    texts.push([]);
  });
  const addText = (value: string) => texts.at(-1)?.push(value);
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const element = stack.pop();
    const parts = texts.pop();
    if (element && parts) element.text = parts.join('').trim();
  });
  parser.write(text).close();
  if (error) return error;
  if (!root) return { error: 'no root element', line: 1, column: 1 };
  return { root };
}

/** The child elements of `element` with this local name (in any namespace unless `uri` is given). */
export function childrenNamed(element: XmlElement, name: string, uri?: string): XmlElement[] {
  return element.children.filter((c) => c.name === name && (uri === undefined || c.uri === uri));
}
