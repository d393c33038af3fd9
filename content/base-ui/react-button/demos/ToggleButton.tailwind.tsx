import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function ToggleButton() {
  const [muted, setMuted] = React.useState(false);

  // `aria-pressed` tells assistive technology that this button is an on/off switch, and Tailwind's
  // `aria-pressed:` variant styles the pressed state from that same attribute.
  return (
    <Button
      aria-pressed={muted}
      onClick={() => setMuted((value) => !value)}
      className={[
        'cursor-pointer rounded-lg border border-solid border-slate-500 bg-transparent px-4 py-2',
        'font-sans text-sm font-semibold leading-6 text-inherit',
        'aria-pressed:border-slate-700 aria-pressed:bg-slate-700 aria-pressed:text-white',
        'dark:aria-pressed:border-slate-200 dark:aria-pressed:bg-slate-200 dark:aria-pressed:text-slate-900',
        '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-slate-400',
      ].join(' ')}
    >
      {muted ? 'Notifications muted' : 'Mute notifications'}
    </Button>
  );
}
