// Moved to shared-ui, where the admin's filters use it too; kept here so the list pages' imports stay.
export { useDebounced } from 'shared-ui';
