import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

const settings = [
  { id: 'email', label: 'Email me when someone replies', defaultChecked: true },
  { id: 'digest', label: 'Weekly digest', defaultChecked: false },
  { id: 'mentions', label: 'Only notify me about mentions', defaultChecked: false },
];

export default function SwitchLabels() {
  return (
    <List>
      {settings.map((setting) => (
        // A <label> around the Switch names its input and makes the text clickable too.
        <Setting key={setting.id}>
          <span>{setting.label}</span>
          <StyledSwitch defaultChecked={setting.defaultChecked} />
        </Setting>
      ))}
    </List>
  );
}

const List = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12, width: 320, maxWidth: '100%' });

const Setting = styled('label')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  font: '0.875rem system-ui, sans-serif',
  cursor: 'pointer',
});

const StyledSwitch = styled(Switch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  cursor: 'pointer',
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#cbd5e1',
    transition: 'background-color 150ms',
    ...theme.applyStyles('dark', { backgroundColor: '#475569' }),
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 3,
    left: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    backgroundColor: '#ffffff',
    boxShadow: '0 1px 2px rgba(15, 23, 42, 0.3)',
    transition: 'left 150ms',
  },
  // The native checkbox covers the whole switch, invisible, so it receives clicks and focus.
  [`& .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: { backgroundColor: '#2563eb' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { left: 19 },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: { outline: '3px solid #93c5fd', outlineOffset: 2 },
  [`&.${switchClasses.disabled}`]: { opacity: 0.45, cursor: 'not-allowed' },
}));
