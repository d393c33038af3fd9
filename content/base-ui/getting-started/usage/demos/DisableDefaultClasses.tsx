import * as React from 'react';
import { Button } from '@mui/base/Button';
import { ClassNameConfigurator } from '@mui/base/utils';
import { styled } from '@mui/system';

// Shows the class attribute a button ends up with.
function InspectedButton({ children }: { children: string }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  const [classes, setClasses] = React.useState('');
  React.useEffect(() => {
    setClasses((ref.current?.className ?? '').trim());
  }, []);
  return (
    <Item>
      <Button ref={ref} className="order-button">
        {children}
      </Button>
      <code>class="{classes}"</code>
    </Item>
  );
}

export default function DisableDefaultClasses() {
  return (
    <div>
      <InspectedButton>Default classes</InspectedButton>
      {/* Every Base UI component inside renders only the class names you pass. */}
      <ClassNameConfigurator disableDefaultClasses>
        <InspectedButton>Default classes turned off</InspectedButton>
      </ClassNameConfigurator>
    </div>
  );
}

const Item = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  marginBottom: 12,
  '& .order-button': {
    font: '600 0.875rem/1.5 system-ui, sans-serif',
    padding: '6px 14px',
    borderRadius: 8,
    border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
  },
  '& .order-button:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
}));
