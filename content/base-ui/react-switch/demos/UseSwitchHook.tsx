import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

// The hook handles the checked state and focus; this component renders a text toggle.
function TextSwitch(props: UseSwitchParameters & { label: string }) {
  const { label, ...params } = props;
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(params);

  // The <label> names the input and makes the text clickable too.
  return (
    <Setting>
      <span>{label}</span>
      <Root data-checked={checked} data-disabled={disabled} data-focus-visible={focusVisible}>
        <input {...getInputProps()} />
        <span aria-hidden>{checked ? 'ON' : 'OFF'}</span>
      </Root>
    </Setting>
  );
}

export default function UseSwitchHook() {
  return (
    <Column>
      <TextSwitch label="Public profile" defaultChecked />
      <TextSwitch label="Show online status" />
    </Column>
  );
}

const Column = styled('div')({ display: 'grid', gap: 12, width: 240 });

const Setting = styled('label')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  font: '0.875rem/1.5 system-ui, sans-serif',
});

const Root = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  minWidth: 56,
  padding: '4px 10px',
  borderRadius: 6,
  border: '2px solid #0f766e',
  color: '#0f766e',
  font: '700 0.75rem/1.5 system-ui, sans-serif',
  letterSpacing: '0.08em',
  textAlign: 'center',
  '&[data-checked="true"]': { backgroundColor: '#0f766e', color: '#ffffff' },
  '&[data-focus-visible="true"]': { outline: '3px solid #5eead4', outlineOffset: 2 },
  '& input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
  // Off, the label is teal text on the page: a lighter teal keeps it readable on a dark page.
  '&[data-checked="false"]': theme.applyStyles('dark', { borderColor: '#2dd4bf', color: '#2dd4bf' }),
}));
