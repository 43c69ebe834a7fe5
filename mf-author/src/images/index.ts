// The images feature as the forms use it: the insert dialog and the summary panel.
export { ImageDialog } from './ImageDialog';
export type { ImageDialogProps, InsertedImage } from './ImageDialog';
export { OptimisationSummary } from './OptimisationSummary';
export type { OptimisationSummaryProps } from './OptimisationSummary';
export { optimiseImage, OptimisationError } from './optimiseImage';
export type { OptimisationFailure, OptimisedImage } from './optimiseImage';
