import * as React from 'react';
import { Switch } from '@mui/base/Switch';

// Step 4: each slot gets its classes through `slotProps`. A function receives the ownerState,
// so the classes can follow `checked`, `disabled` and `focusVisible`.
export default function SlotPropsSwitch() {
  const [checked, setChecked] = React.useState(true);
  return (
    <label className="inline-flex cursor-pointer items-center gap-3 font-sans text-sm">
      <Switch
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
        slotProps={{
          root: (ownerState) => ({
            className: `relative inline-block h-6 w-10 rounded-full ${ownerState.focusVisible ? 'outline outline-2 outline-offset-2 outline-indigo-400' : ''}`,
          }),
          track: (ownerState) => ({
            className: `absolute inset-0 rounded-full transition-colors ${ownerState.checked ? 'bg-indigo-600' : 'bg-slate-400 dark:bg-slate-600'}`,
          }),
          thumb: (ownerState) => ({
            className: `absolute top-1 h-4 w-4 rounded-full bg-white shadow transition-all ${ownerState.checked ? 'left-5' : 'left-1'}`,
          }),
          // The real checkbox covers the switch, invisible, so clicks and keyboard reach it.
          input: { className: 'absolute inset-0 z-10 m-0 cursor-[inherit] opacity-0' },
        }}
      />
      Email me when someone replies
    </label>
  );
}
