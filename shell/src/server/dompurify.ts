import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// The server's rendering of reading pages sanitises rich text with the browser's own code
// (mf-reader's readableHtml): DOMPurify needs a DOM, and on the server that is jsdom's.
export default createDOMPurify(new JSDOM('').window);
