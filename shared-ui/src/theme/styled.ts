// styled-components, reached through shared-ui like the router (see router/router.ts): shared on
// its own it was shipped whole, with its server style sheet and the helpers the site never uses.
export { default as styled, css, keyframes } from 'styled-components';
