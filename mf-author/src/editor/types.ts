import type { Ref } from 'react';
import type { CurrencyInsert, GemInsert, ImageInsert, ItemInsert } from './inserts';

export interface RichEditorHandle {
  /** Each insert goes at the selection, or at the end when the editor never had focus. */
  insertGem(gem: GemInsert): void;
  insertCurrency(currency: CurrencyInsert): void;
  insertItem(item: ItemInsert): void;
  insertImage(image: ImageInsert): void;
  focus(): void;
}

export interface RichEditorProps {
  /** The HTML shown, read on mount and again whenever `resetKey` changes. */
  value: string;
  /** The content as HTML after each change made by the author ('' when empty). */
  onChange(html: string): void;
  /** The editor's accessible name. */
  label: string;
  /** Height limit in px before the text scrolls (default 750; the build form gives 600). */
  maxHeight?: number;
  /** The toolbar's Image button asks the form to open its image dialog; no button without it. */
  onRequestImage?(): void;
  resetKey?: string | number;
  /** Set on the editor's outer element. */
  id?: string;
  ref?: Ref<RichEditorHandle>;
}
