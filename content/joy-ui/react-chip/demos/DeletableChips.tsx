import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';

const initialRecipients = ['amara@example.com', 'lucas@example.com', 'mei@example.com', 'jonas@example.com'];

export default function DeletableChips() {
  const [recipients, setRecipients] = React.useState(initialRecipients);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Recipients" role="list">
        {recipients.map((email) => (
          <Chip
            key={email}
            role="listitem"
            variant="soft"
            endDecorator={
              <ChipDelete
                aria-label={`Remove ${email}`}
                onDelete={() => setRecipients((prev) => prev.filter((r) => r !== email))}
              />
            }
          >
            {email}
          </Chip>
        ))}
      </Stack>
      <Button size="sm" variant="plain" disabled={recipients.length === initialRecipients.length} onClick={() => setRecipients(initialRecipients)}>
        Reset recipients
      </Button>
    </Stack>
  );
}
