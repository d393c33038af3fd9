import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const terms = [
  [
    'Your account',
    'You are responsible for keeping your password safe and for everything done with your account.',
  ],
  [
    'Your content',
    'Files you upload stay yours. You give us the rights we need to store, back up and show them to you.',
  ],
  [
    'Sharing',
    'When you share a file, the people you share it with can view it and, if you allow it, edit it.',
  ],
  [
    'Acceptable use',
    'Do not use the service to send spam, spread malware or store material you have no right to.',
  ],
  [
    'Storage limits',
    'Each plan has a storage limit. When you reach it, you can still read files but not add new ones.',
  ],
  [
    'Payments',
    'Paid plans renew every month or year until you cancel. Prices include the taxes we must collect.',
  ],
  [
    'Cancellation',
    'You can cancel at any time in Settings. Your plan stays active until the end of the period.',
  ],
  ['Deleted files', 'Deleted files stay in the trash for 30 days, then they are removed for good.'],
  ['Privacy', 'Our privacy policy explains what data we collect, why we collect it and how long we keep it.'],
  [
    'Changes to these terms',
    'We tell you by email at least 30 days before a change to these terms takes effect.',
  ],
  ['Contact', 'Questions about these terms go to our support team, who answer within two working days.'],
];

export default function ScrollDialog() {
  const [open, setOpen] = React.useState(false);
  const [scroll, setScroll] = React.useState<DialogProps['scroll']>('paper');

  const handleOpen = (next: DialogProps['scroll']) => {
    setScroll(next);
    setOpen(true);
  };

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => handleOpen('paper')}>
          scroll=paper
        </Button>
        <Button variant="outlined" onClick={() => handleOpen('body')}>
          scroll=body
        </Button>
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} scroll={scroll}>
        <DialogTitle>Terms of service</DialogTitle>
        {/* With scroll=paper, only this part scrolls; the title and actions stay in view. */}
        <DialogContent dividers={scroll === 'paper'} tabIndex={0}>
          {terms.map(([heading, text], index) => (
            <React.Fragment key={heading}>
              <Typography variant="subtitle2" component="h3">{`${index + 1}. ${heading}`}</Typography>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {text} Read this section together with the rest of the terms: they apply as a whole.
              </Typography>
            </React.Fragment>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Decline</Button>
          <Button onClick={() => setOpen(false)}>Accept</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
