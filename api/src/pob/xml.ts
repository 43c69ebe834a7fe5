import { readXml, XmlError, type XmlElement } from '../platform/xml/readXml.js';
import { MAX_XML_BYTES, PobError } from './decode.js';

export { childNamed, childrenNamed, type XmlElement } from '../platform/xml/readXml.js';

/** What an export may hold: real ones have a few thousand elements, ten levels deep. */
const XML_LIMITS = { maxBytes: MAX_XML_BYTES, maxElements: 50_000, maxDepth: 64 };

/**
 * A Path of Building export's XML, read strictly (see `readXml`: no DOCTYPE, so no entity
 * expansion; 2 MiB, 50,000 elements, 64 levels); a refusal is a `PobError` the author reads.
 *
 * @example parseXml('<a x="1"><b>t&amp;u</b></a>').children[0]?.text // 't&u'
 */
export function parseXml(source: string): XmlElement {
  try {
    return readXml(source, XML_LIMITS);
  } catch (err) {
    if (!(err instanceof XmlError)) throw err;
    if (err.tooLarge) {
      throw new PobError(
        'tooLarge',
        `Export Path of Building refusé : XML trop grand (${XML_LIMITS.maxBytes / 1024 / 1024} Mo, ` +
          `${XML_LIMITS.maxElements.toLocaleString('fr-FR')} éléments et ${XML_LIMITS.maxDepth} niveaux au maximum).`,
      );
    }
    throw new PobError('invalid', `Code Path of Building invalide : XML mal formé (${err.why}).`);
  }
}
