import { existsSync, readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';

/**
 * Checks a payment file (pain.001.001.03): against the official XSD with libxml2 (xmllint-wasm) when the
 * schema is on this machine (`scripts/pain001-xsd.sh` puts it there: no npm package ships it), and always
 * reads it with a real XML parser for the tests to look at its fields.
 */

export const PAIN001_XSD = process.env.PAIN001_XSD ?? '/var/cache/case-portal/pain.001.001.03.xsd';

/** The schema's text, or null when this machine does not have it. */
export const pain001Schema = (): string | null =>
  existsSync(PAIN001_XSD) ? readFileSync(PAIN001_XSD, 'utf8') : null;

/** The XSD's verdict: [] when valid, else libxml2's messages; null without the schema. */
export async function xsdErrors(xml: string): Promise<string[] | null> {
  const schema = pain001Schema();
  if (schema === null) return null;
  const result = await validateXML({
    xml: [{ fileName: 'payment.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.03.xsd', contents: schema }],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

// biome-ignore lint/suspicious/noExplicitAny: the parsed document is walked as plain JSON
type Json = any;

/** The document as plain objects; repeated elements are always arrays. */
export function parsePain001(xml: string): Json {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => name === 'CdtTrfTxInf' || name === 'PmtInf',
  });
  return parser.parse(xml);
}
