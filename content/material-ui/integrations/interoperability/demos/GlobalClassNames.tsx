import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

// Plain CSS, as it would appear in a stylesheet. The `.checkout` wrapper keeps it local to this demo.
const css = `
.checkout .MuiButton-root {
  border-radius: 999px;
  text-transform: none;
  padding-inline: 24px;
}
.checkout .MuiButton-root.Mui-disabled {
  border-style: dashed;
}
.checkout .pay-button {
  font-weight: 700;
  letter-spacing: 0.02em;
}
`;

export default function GlobalClassNames() {
  return (
    <div className="checkout">
      <GlobalStyles styles={css} />
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <Button variant="contained" className="pay-button">
          Pay $48.00
        </Button>
        <Button variant="outlined">Edit cart</Button>
        <Button variant="outlined" disabled>
          Apply gift card
        </Button>
      </Stack>
    </div>
  );
}
