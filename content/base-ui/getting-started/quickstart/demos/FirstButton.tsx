import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function FirstButton() {
  const [saved, setSaved] = React.useState(0);

  // No styles yet: Base UI renders a plain <button> with the browser's default look.
  return (
    <div>
      <Button onClick={() => setSaved((count) => count + 1)}>Save draft</Button>
      <p aria-live="polite">
        {saved === 0 ? 'No drafts saved yet.' : `Draft saved ${saved} ${saved === 1 ? 'time' : 'times'}.`}
      </p>
    </div>
  );
}
