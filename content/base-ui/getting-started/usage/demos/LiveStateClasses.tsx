import * as React from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

export default function LiveStateClasses() {
  const rootRef = React.useRef<HTMLSpanElement>(null);
  const [classes, setClasses] = React.useState('');

  // Watch the root's class attribute so the list below follows every state change.
  React.useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    setClasses(root.className);
    const observer = new MutationObserver(() => setClasses(root.className));
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);

  return (
    <div>
      <label>
        <StyledSwitch ref={rootRef} /> Share my location
      </label>
      <Classes>
        {classes.split(' ').filter((name) => name.startsWith('base')).join('\n')}
      </Classes>
      <Hint>Click the switch, then press Tab and Space to see the classes change.</Hint>
    </div>
  );
}

const StyledSwitch = styled(Switch)({
  position: 'relative',
  display: 'inline-block',
  verticalAlign: 'middle',
  width: 40,
  height: 24,
  borderRadius: 12,
  background: '#94a3b8',
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute', top: 4, left: 4, width: 16, height: 16, borderRadius: '50%', background: '#fff',
  },
  [`& .${switchClasses.input}`]: { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
  [`&.${switchClasses.checked}`]: { background: '#16a34a' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { left: 20 },
  [`&.${switchClasses.focusVisible}`]: { outline: '3px solid #86efac', outlineOffset: 2 },
});

const Classes = styled('pre')({ margin: '12px 0 4px', minHeight: '3.6em', font: '0.8125rem/1.2 ui-monospace, monospace' });
const Hint = styled('p')({ margin: 0, fontSize: '0.875rem', opacity: 0.8 });
