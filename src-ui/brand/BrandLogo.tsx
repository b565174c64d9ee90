// Runs on the main thread: the game hall's brand (action 16) as a wordmark over the game, for
// clients whose static config asks for it (SPEC §6 showLogo).
import { memo } from 'react';

/** The brand's English name (SPEC §3 enName) in a corner of the page; it never takes a tap. */
export const BrandLogo = memo(function BrandLogo({ enName }: { enName: string }) {
  return (
    <div
      className="brand-logo"
      data-testid="brand-logo"
      data-reserved="bottom"
      data-control="logo"
      lang="en"
    >
      {enName}
    </div>
  );
});
