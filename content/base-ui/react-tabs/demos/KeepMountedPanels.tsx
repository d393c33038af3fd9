import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { styled } from '@mui/system';

// Unlike TabPanel, this panel keeps its children mounted and only hides them,
// so what people typed survives a switch to another tab.
function PersistentPanel({ value, children }: { value: string; children: React.ReactNode }) {
  const ref = React.useRef<HTMLElement>(null);
  const { getRootProps } = useTabPanel({ value, rootRef: ref });
  return <Panel {...getRootProps()}>{children}</Panel>;
}

export default function KeepMountedPanels() {
  return (
    <Tabs defaultValue="write">
      <StyledTabsList aria-label="Reply">
        <StyledTab value="write">Write</StyledTab>
        <StyledTab value="preview">Preview</StyledTab>
      </StyledTabsList>
      <PersistentPanel value="write">
        <label>
          Your reply
          <textarea rows={3} placeholder="Type, then switch tabs and come back" />
        </label>
      </PersistentPanel>
      <PersistentPanel value="preview">
        <p>The preview renders your reply here.</p>
      </PersistentPanel>
    </Tabs>
  );
}

const StyledTabsList = styled(TabsList)({ display: 'flex', gap: 4 });

const StyledTab = styled(Tab)(({ theme }) => ({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 14px',
  borderRadius: '8px 8px 0 0',
  border: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: -3 },
  [`&.${tabClasses.selected}`]: { backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#f1f5f9' },
}));

const Panel = styled('section')(({ theme }) => ({
  maxWidth: 440,
  padding: 12,
  borderRadius: '0 8px 8px 8px',
  font: '0.875rem/1.5 system-ui, sans-serif',
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#f1f5f9',
  '& label': { display: 'grid', gap: 4, fontWeight: 600 },
  '& textarea': { font: 'inherit', fontWeight: 400, padding: 8, borderRadius: 6, border: '1px solid #94a3b8', color: 'inherit', background: 'transparent' },
  '& textarea:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 0 },
  '& p': { margin: 0 },
}));
