// Testing Library's `findBy…` and `waitFor` give up after 1 s by default: on a busy machine a
// page that loads a lazy chunk (the editor, the tree drawing) can take longer without anything
// being wrong. They still wait on a condition, never on the clock.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
