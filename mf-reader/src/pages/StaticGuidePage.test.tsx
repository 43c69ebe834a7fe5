// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { userSignedIn } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { renderReader, serve } from '../test/renderReader';
import { StaticGuidePage } from './StaticGuidePage';

const site = (hidden: string[]) => () =>
  Response.json({
    streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' },
    hiddenStaticGuides: hidden,
  });

const NOTICE = /Ce guide est masqué pour les visiteurs/;

describe('StaticGuidePage', () => {
  it('shows the guide to a visitor while it is not hidden', async () => {
    serve({ 'GET /api/site': site(['boss']) });
    renderReader(<StaticGuidePage slug="premier-build" />);
    expect(await screen.findByText(/Prenez un build qui tue à distance/)).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('is missing for a visitor once an admin hid it', async () => {
    serve({ 'GET /api/site': site(['premier-build']) });
    renderReader(<StaticGuidePage slug="premier-build" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guide introuvable' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Prenez un build qui tue à distance/)).toBeNull();
  });

  it('stays readable for an admin, saying it is hidden', async () => {
    serve({ 'GET /api/site': site(['premier-build']) });
    const { store } = renderReader(<StaticGuidePage slug="premier-build" />);
    store.dispatch(
      userSignedIn({ id: 1, username: 'modo', role: 'admin', sessionStatus: 'valid' }),
    );
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.getByText(/Prenez un build qui tue à distance/)).toBeTruthy();
  });
});
