import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function ButtonLink() {
  const [expanded, setExpanded] = React.useState(false);
  const detailsId = React.useId();

  return (
    <div>
      <Typography>
        Order #4821 — 3 items, $86.40.{' '}
        {/* No destination, only an action: render a <button> that looks like a link. */}
        <Link
          component="button"
          variant="body1"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Hide details' : 'Show details'}
        </Link>
      </Typography>
      <Typography
        id={detailsId}
        variant="body2"
        hidden={!expanded}
        sx={{ mt: 1, color: 'text.secondary' }}
      >
        Ceramic mug ×2, linen tea towel ×1. Paid by card ending in 4417.
      </Typography>
    </div>
  );
}
