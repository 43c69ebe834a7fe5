import { useState } from 'react';

/** A picker's filter text, emptied each time the picker opens (the spec's dialogs do so). */
export function useOpenFilter(open: boolean) {
  const [filter, setFilter] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFilter('');
  }
  return [filter, setFilter] as const;
}
