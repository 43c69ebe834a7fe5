import { readXml, XmlError, type XmlElement } from '../platform/xml/readXml.js';
import { MAX_XML_BYTES, PobError } from './decode.js';

export { childNamed, childrenNamed, type XmlElement } from '../platform/xml/readXml.js';

/** What an export may hold: real ones have a few thousand elements, ten levels deep. */
const POB_LIMITS = { maxBytes: MAX_XML_BYTES, maxElements: 200_000, maxDepth: 64 };

/**
 * A Path of Building export's XML, read strictly (see `readXml`: no DOCTYPE, so no entity
 * expansion; 2 MiB, 200,000 elements, 64 levels); a refusal is a `PobError` the author reads.
 *
 * @example parseXml('<a x="1"><b>t&amp;u</b></a>').children[0]?.text // 't&u'
 */
export function parseXml(source: string): XmlElement {
  try {
    return readXml(source, POB_LIMITS);
  } catch (err) {
    if (!(err instanceof XmlError)) throw err;
    throw new PobError('invalid', `Code Path of Building invalide : XML mal formé (${err.why}).`);
  }
}
