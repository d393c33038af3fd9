import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

// A fixed instant: only its presentation depends on the reader.
const webinarStart = new Date('2026-03-12T16:00:00Z');

function LocalStartTime() {
  // The server's locale and time zone are not the reader's: render this in the browser only.
  const formatted = new Intl.DateTimeFormat(undefined, {
    weekday: 'long', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
  }).format(webinarStart);
  return <strong>{formatted}</strong>;
}

export default function LocalTime() {
  return (
    <Card>
      <h3>Accessible forms in practice</h3>
      <p>
        Live webinar. Starts{' '}
        <NoSsr fallback={<Placeholder aria-hidden="true">Thursday, 16:00 UTC</Placeholder>}>
          <LocalStartTime />
        </NoSsr>{' '}
        in your time zone.
      </p>
    </Card>
  );
}

const Card = styled('div')(({ theme }) => ({
  maxWidth: 420, padding: '4px 16px', borderRadius: 8, font: '0.875rem/1.6 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  '& h3': { margin: '8px 0 0', fontSize: '1rem' },
}));

// Same length as the real text, so nothing shifts when it is replaced.
const Placeholder = styled('span')(({ theme }) => ({
  color: 'transparent', borderRadius: 4,
  backgroundColor: theme.palette.mode === 'dark' ? '#334155' : '#e2e8f0',
}));
