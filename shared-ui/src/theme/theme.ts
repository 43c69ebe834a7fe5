/**
 * Dark palette modelled on the game's own interface: near-black panels, warm gold accents and
 * parchment-coloured text. Every text/background pair in use is checked for WCAG AA contrast in
 * theme.test.ts, so change colours there first.
 */
export const theme = {
  colors: {
    background: '#0b0a09',
    surface: '#16130f',
    surfaceRaised: '#211c16',
    border: '#4a3f30',
    text: '#ece4d4',
    textMuted: '#b3a993',
    accent: '#c9a45c',
    accentHover: '#e0bd74',
    onAccent: '#0b0a09',
    focus: '#f2d28b',
    danger: '#b53a2d',
    dangerHover: '#cc4636',
    onDanger: '#ffffff',
    info: '#6fa8e8',
    success: '#6cc070',
    warning: '#e6b450',
    error: '#ef7a6b',
    infoSurface: '#111d2b',
    successSurface: '#112215',
    warningSurface: '#2a210f',
    errorSurface: '#2d1411',
  },
  /** Item rarity colours as the game shows them. */
  rarity: {
    normal: '#c8c8c8',
    magic: '#8888ff',
    rare: '#ffff77',
    unique: '#af6025',
  },
  /** Skill-gem socket colours; white is for gems with no attribute. */
  gem: {
    red: '#e24a4a',
    green: '#4ae24a',
    blue: '#4a90e2',
    white: '#ffffff',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // The game's Fontin is used when the visitor has it; the serif fallbacks keep the mood.
    heading: '"Fontin SmallCaps", Fontin, Cinzel, Georgia, "Times New Roman", serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: '2.125rem',
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
  },
  radii: {
    sm: '4px',
    md: '8px',
    pill: '999px',
  },
  /** Widths in px; styles are written for a 390 px phone first and widened from there. */
  breakpoints: {
    phone: 390,
    tablet: 768,
    desktop: 1024,
    wide: 1280,
  },
  media: {
    tablet: '@media (min-width: 768px)',
    desktop: '@media (min-width: 1024px)',
    wide: '@media (min-width: 1280px)',
  },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Interface merging is the only way to type styled-components' theme, hence the empty body.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
