import * as React from 'react';
import { styled } from '@mui/system';

// makeStyles read props through function values; styled reads them directly.
const Meter = styled('div', {
  shouldForwardProp: (prop) => prop !== 'level',
})<{ level: number }>(({ level }) => ({
  height: 12,
  borderRadius: 6,
  width: `${level}%`,
  backgroundColor: level < 30 ? '#b91c1c' : level < 70 ? '#b45309' : '#166534',
  transition: 'width 200ms, background-color 200ms',
}));

export default function PropsBasedStyles() {
  const [level, setLevel] = React.useState(45);
  const id = React.useId();
  return (
    <div style={{ maxWidth: 360 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        Stock level: {level}%
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        value={level}
        onChange={(event) => setLevel(Number(event.target.value))}
        style={{ width: '100%' }}
      />
      <div
        style={{
          marginTop: 12,
          background: 'rgba(128, 128, 128, 0.2)',
          borderRadius: 6,
        }}
      >
        <Meter level={level} />
      </div>
    </div>
  );
}
