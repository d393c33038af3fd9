import { useEffect, useRef, useState } from 'react';
import { CopyFeedback } from '../copy/feedback';

/** React glue for {@link CopyFeedback}: `[copied, markCopied]`, cleaned up on unmount. */
export function useCopyFeedback(durationMs: number): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const feedback = useRef<CopyFeedback | null>(null);
  useEffect(() => () => feedback.current?.dispose(), []);
  const markCopied = (): void => {
    feedback.current ??= new CopyFeedback(durationMs, setCopied);
    feedback.current.markCopied();
  };
  return [copied, markCopied];
}
