// The editor as the guide and build forms use it.
export { RichEditor } from './RichEditor';
export type { RichEditorHandle, RichEditorProps } from './types';
export type { CurrencyInsert, GemInsert, ImageInsert, ItemInsert } from './inserts';
export { contentToHtml } from './html/toHtml';
export { htmlToContent } from './html/fromHtml';
export { safeLinkUrl } from './linkUrl';
