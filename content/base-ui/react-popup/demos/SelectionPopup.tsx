import * as React from 'react';
import { Unstable_Popup as Popup, type PopupVirtualElement } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

export default function SelectionPopup() {
  const articleRef = React.useRef<HTMLParagraphElement>(null);
  const [anchor, setAnchor] = React.useState<PopupVirtualElement | null>(null);
  const [wordCount, setWordCount] = React.useState(0);

  React.useEffect(() => {
    const handleSelectionChange = () => {
      const selection = document.getSelection();
      const inArticle = selection && selection.rangeCount > 0 && articleRef.current?.contains(selection.anchorNode);
      const words = selection?.toString().split(/\s+/).filter(Boolean).length ?? 0;
      if (!selection || !inArticle || words === 0) {
        setAnchor(null);
        return;
      }
      const range = selection.getRangeAt(0);
      // A virtual element only needs getBoundingClientRect; Popup measures it again when it updates.
      setAnchor({ getBoundingClientRect: () => range.getBoundingClientRect() });
      setWordCount(words);
    };
    document.addEventListener('selectionchange', handleSelectionChange);
    return () => document.removeEventListener('selectionchange', handleSelectionChange);
  }, []);

  return (
    <div>
      <Article ref={articleRef}>
        Select a few words of this paragraph. The lighthouse keeper logged the weather every four hours,
        noting wind, swell and visibility, and the log books now fill an entire shelf of the harbor museum.
      </Article>
      <Popup anchor={anchor} open={anchor !== null} placement="top" offset={6} style={{ zIndex: 10 }}>
        <Chip>{wordCount === 1 ? '1 word selected' : `${wordCount} words selected`}</Chip>
      </Popup>
    </div>
  );
}

const Article = styled('p')({ margin: 0, maxWidth: 520, font: '1rem/1.7 Georgia, serif' });

const Chip = styled('div')(({ theme }) => ({
  padding: '4px 10px', borderRadius: 999, font: '600 0.75rem/1.5 system-ui, sans-serif',
  backgroundColor: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  color: theme.palette.mode === 'dark' ? '#0f172a' : '#f8fafc',
}));
