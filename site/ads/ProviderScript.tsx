import { useEffect, useRef } from 'react';
import { AD_PROVIDER_SCRIPT_ID } from './constants';

/**
 * Injects the provider's script (async) into its own span, where the provider renders its ad next to
 * it. Only one copy per page; removed, with whatever it rendered, when the ad goes away.
 */
export function ProviderScript({ src }: { src: string }) {
  const container = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const host = container.current;
    if (!host || document.getElementById(AD_PROVIDER_SCRIPT_ID)) return undefined;
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.id = AD_PROVIDER_SCRIPT_ID;
    host.appendChild(script);
    return () => {
      script.remove();
      // The provider renders beside its script; that markup is not React's, so clear it by hand.
      host.replaceChildren();
    };
  }, [src]);
  return <span ref={container} className="ad-provider" />;
}
