// Standalone development entry: the remote with its own providers, for hot reload without the shell.
import { renderStandalone } from 'shared-ui';
import App from './App';

renderStandalone(App);
